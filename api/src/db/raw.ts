import type { SQL } from 'drizzle-orm';
import type { Tx } from './database';

/** Raw SQL rows. Both drivers answer `execute` with `{ rows }`; the shared type cannot say so. */
export async function rawRows<T = Record<string, unknown>>(db: Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
