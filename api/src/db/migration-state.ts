// How far the open database is migrated, against the journal this build ships (drizzle/meta).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ShippedMigration } from '../lib/readiness';
import type { Tx } from './database';
import { migrationsFolder } from './migrate';
import { rawRows } from './raw';

let shipped: ShippedMigration[] | null = null;

/** The journal's entries (read once: the files do not change under a running process). */
export function shippedMigrations(): ShippedMigration[] {
  if (!shipped) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    shipped = journal.entries.map((e) => ({ tag: e.tag, when: e.when }));
  }
  return shipped;
}

/** The newest applied migration's `created_at` (drizzle's own table), or null when none is. */
export async function lastAppliedMigration(db: Tx): Promise<number | null> {
  const rows = await rawRows<{ last: string | number | null }>(db, sql`select max(created_at) as last from drizzle.__drizzle_migrations`);
  const last = rows[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}
