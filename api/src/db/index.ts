export type { Database, Db, Tx, Driver, Schema } from './database';
export { openDatabase, type OpenDatabaseOptions } from './open-database';
export { runMigrations, migrationsFolder } from './migrate';
export * as schema from './schema';
export { rawRows } from './raw';
export { perDatabase } from './per-database';
