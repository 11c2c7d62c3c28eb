// The seeders, in order. A catalogue seeder (nations KR JP VN GU TH, cities, areas, properties,
// rooms, rate plans, prices, reviews ...) is added to this list and reads `options.properties`.
import { accountsSeeder } from './accounts';
import type { Seeder } from './types';

export const seeders: Seeder[] = [accountsSeeder];
