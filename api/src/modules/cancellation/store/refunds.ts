// The refunds ledger (table order_refunds): written once per cancellation in its closing
// transaction, read by every screen that shows what came back and by every later cancellation of
// the same booking (what is still paid on a route is what was paid less what came back).
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { orderRefunds, type OrderRefundRow } from '../../../db/schema/orders';

export type NewRefund = Omit<typeof orderRefunds.$inferInsert, 'idx' | 'createdAt'>;

export const refundsRepository = (db: Db) => ({
  async record(tx: Tx, rows: readonly NewRefund[], now: Date): Promise<OrderRefundRow[]> {
    if (rows.length === 0) return [];
    return tx
      .insert(orderRefunds)
      .values(rows.map((r) => ({ ...r, createdAt: now })))
      .returning();
  },

  /** Every refund of the order, in the order they were given. */
  async ofOrder(orderIdx: number, tx: Tx = db): Promise<OrderRefundRow[]> {
    return tx.select().from(orderRefunds).where(eq(orderRefunds.orderIdx, orderIdx)).orderBy(asc(orderRefunds.idx));
  },
});

export type RefundsRepository = ReturnType<typeof refundsRepository>;
