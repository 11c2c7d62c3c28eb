// One Drizzle API over two drivers (DESIGN §3): PGlite persisted in a directory by default,
// node-postgres when DATABASE_URL is set. Module stores only see `Db` (the common PgDatabase).
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: stores accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Driver = 'pglite' | 'postgres';

export interface Database {
  orm: Db;
  driver: Driver;
  /** Where the data lives, for logs: a directory, 'memory', or the URL without password. */
  location: string;
  close(): Promise<void>;
}
