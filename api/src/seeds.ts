// The seeders, in order. The catalogue seeder (nations KR JP VN GU TH, cities, areas, properties,
// rooms, rate plans, prices, reviews ...) reads `options.properties`; the calendar seeder keeps
// 180 nights on sale as days pass.
import { accountsSeeder } from './modules/account/seed/accounts';
import { catalogCalendarSeeder, catalogSeeder } from './modules/catalog/seed';
import { demoOrdersSeeder } from './modules/booking/seed/demo-orders';
import { couponsSeeder } from './modules/coupons/seed/coupons';
import { couponCodesSeeder } from './modules/coupons/seed/codes';
import type { Seeder } from './db/seed/types';
import { policiesSeeder, supportStaffSeeder } from './modules/support/seed';
import { eventDealsSeeder } from './modules/deals/seed';

// Demo bookings after the catalogue: they take stock from its nights.
export const seeders: Seeder[] = [accountsSeeder, catalogSeeder, catalogCalendarSeeder, couponsSeeder, couponCodesSeeder, demoOrdersSeeder, policiesSeeder, supportStaffSeeder, eventDealsSeeder];
