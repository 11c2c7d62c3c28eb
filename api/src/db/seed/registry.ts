// The seeders, in order. The catalogue seeder (nations KR JP VN GU TH, cities, areas, properties,
// rooms, rate plans, prices, reviews ...) reads `options.properties`; the calendar seeder keeps
// 180 nights on sale as days pass.
import { accountsSeeder } from './accounts';
import { catalogCalendarSeeder, catalogSeeder } from './catalog';
import { demoOrdersSeeder } from './demo-orders';
import { couponsSeeder } from './coupons';
import { couponCodesSeeder } from './coupon-codes';
import type { Seeder } from './types';
import { policiesSeeder, supportStaffSeeder } from '../../support/seed';
import { eventDealsSeeder } from '../../deals/seed';

// Demo bookings after the catalogue: they take stock from its nights.
export const seeders: Seeder[] = [accountsSeeder, catalogSeeder, catalogCalendarSeeder, couponsSeeder, couponCodesSeeder, demoOrdersSeeder, policiesSeeder, supportStaffSeeder, eventDealsSeeder];
