import { sql } from 'drizzle-orm';
import type { Tx } from './database';

/** Asks the database for the smallest answer there is (`select 1`): throws when it cannot answer. */
export async function ping(db: Tx): Promise<void> {
  await db.execute(sql`select 1`);
}
