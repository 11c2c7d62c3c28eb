// The seed is a list of seeders (src/seeds.ts). Each one owns a slice of data, knows whether that
// slice is already there, and only uses its own deterministic random stream.
import type { Database, Db } from '../database';
import type { Rng } from './random';

export interface SeedOptions {
  /** Catalogue size for benchmarks (`npm run seed -- --properties N`); each seeder reads what it needs. */
  properties?: number;
  /** Run seeders even when they report their data present (they must then be idempotent). */
  force?: boolean;
  /** False: skip demo seeders (accounts with a published password and their bookings). Default true. */
  demo?: boolean;
}

export interface SeedContext {
  database: Database;
  orm: Db;
  options: SeedOptions;
  /** "Today" for relative dates (membership periods, history), the start of the Korean day. */
  today: Date;
  /** A deterministic random stream, one per name: the same seed gives the same data. */
  random(name: string): Rng;
  log(message: string): void;
}

export interface Seeder {
  name: string;
  /** Demo data (accounts with a published password, their bookings): never seeded in production unless allowed. */
  demo?: boolean;
  isSeeded(ctx: SeedContext): Promise<boolean>;
  run(ctx: SeedContext): Promise<void>;
}
