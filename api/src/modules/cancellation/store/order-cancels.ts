// Cancellation of a paid booking (services/content/booking/cancel.ts, README "Cancellation").
// Two conditional UPDATEs bracket the refund: CLAIM moves the order to cancel_wait (one caller
// wins, so concurrent cancels refund once), FINISH moves cancel_wait -> cancel and gives back the
// stock, points and coupon in the same transaction (exactly once), recording the refund.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { orders, payments, type OrderRow, type OrderStatus } from '../../../db/schema/orders';
import { giveBackHold } from '../../booking';

/** Paid statuses a member may cancel (SPEC §4): the one list, in src/cancellation. */
export { CANCELLABLE_STATUSES as CANCELLABLE } from '../rules/preview';

export const orderCancelsRepository = (db: Db) => ({
  /** confirm / confirm_wait (exactly `from`, as read) -> cancel_wait. False when another caller or job moved it. */
  async claim(orderIdx: number, from: OrderStatus, now: Date): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ status: 'cancel_wait', updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.holdState, 'SOLD'), eq(orders.status, from)))
      .returning({ idx: orders.idx });
    return rows.length === 1;
  },

  /**
   * A claim left behind (the process died between claim and finish) may be taken over after
   * `staleBefore`: the refund is then retried (the gateway refunds a payment at most once).
   */
  async reclaimStale(orderIdx: number, staleBefore: Date, now: Date): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_wait'), eq(orders.holdState, 'SOLD'), lte(orders.updatedAt, staleBefore)))
      .returning({ idx: orders.idx });
    return rows.length === 1;
  },

  /** The supplier or the gateway refused: back to what it was, nothing given back. */
  async unclaim(orderIdx: number, to: OrderStatus, now: Date): Promise<void> {
    await db
      .update(orders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_wait')));
  },

  /** Refunded: the order is cancelled and what it took comes back, once. Null when not claimed. */
  async finish(orderIdx: number, paymentIdx: number, refund: number, now: Date): Promise<{ order: OrderRow; couponReturned: boolean } | null> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ status: 'cancel', holdState: 'RELEASED', updatedAt: now })
        .where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_wait'), eq(orders.holdState, 'SOLD')))
        .returning();
      if (!order) return null;
      const { couponReturned } = await giveBackHold(tx, order, now);
      await tx.update(payments).set({ payStatus: 'cancel', cancelAmount: sql`${payments.cancelAmount} + ${refund}`, cancelDate: now, updatedAt: now }).where(eq(payments.idx, paymentIdx));
      return { order, couponReturned };
    });
  },
});

export type OrderCancelsRepository = ReturnType<typeof orderCancelsRepository>;
