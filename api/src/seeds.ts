// The seeders of every module, in order, and the runner over them. The catalogue seeder (nations KR JP VN GU TH, cities, areas, properties,
// rooms, rate plans, prices, reviews ...) reads `options.properties`; the calendar seeder keeps
// 180 nights on sale as days pass.
import { accountsSeeder } from './modules/account';
import { catalogCalendarSeeder, catalogSeeder } from './modules/catalog';
import { demoOrdersSeeder } from './modules/booking';
import { couponsSeeder } from './modules/coupons';
import { couponCodesSeeder } from './modules/coupons';
import type { Database } from './db/database';
import { runSeeders as run, type SeedReport } from './db/seed/run';
import type { SeedOptions, Seeder } from './db/seed/types';
import { policiesSeeder, supportStaffSeeder } from './modules/support';
import { contentEditorSeeder, operatorSeeder, pricingAdminSeeder } from './modules/staff';
import { eventDealsSeeder } from './modules/deals';

// Demo bookings after the catalogue: they take stock from its nights.
export const seeders: Seeder[] = [accountsSeeder, catalogSeeder, catalogCalendarSeeder, couponsSeeder, couponCodesSeeder, demoOrdersSeeder, policiesSeeder, supportStaffSeeder, pricingAdminSeeder, contentEditorSeeder, operatorSeeder, eventDealsSeeder];

/** Runs the registered seeders (server.ts at start, seed-cli.ts on demand, the tests' databases). */
export const runSeeders = (database: Database, options: SeedOptions = {}, log?: (message: string) => void, list: readonly Seeder[] = seeders, now?: Date): Promise<SeedReport> =>
  run(database, options, log, list, now);
