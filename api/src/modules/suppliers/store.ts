// Our record of each paid channel order's booking at its supplier (table supplier_bookings,
// README.md beside this file). Whoever talks to the supplier about an order first takes its LEASE
// with one conditional UPDATE (the confirm request that was paid, the reconciliation job, or a
// cancellation); every later move names the lease token, so two workers never act on one booking.
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders, payments, supplierBookings, type OrderRow, type SupplierBookingRow, type SupplierBookingState } from '../../db/schema/orders';

export interface Lease {
  row: SupplierBookingRow;
  token: string;
}

const free = (now: Date) => or(isNull(supplierBookings.leaseUntil), lte(supplierBookings.leaseUntil, now));

export function supplierBookingStore(db: Db) {
  const t = supplierBookings;
  /** A move made under a lease; false when the lease is no longer ours. */
  const moveUnder = async (orderIdx: number, token: string, set: Partial<typeof t.$inferInsert>, now: Date, keepLease = false) => {
    const rows = await db
      .update(t)
      .set({ ...set, ...(keepLease ? {} : { leaseToken: null, leaseUntil: null }), updatedAt: now })
      .where(and(eq(t.orderIdx, orderIdx), eq(t.leaseToken, token)))
      .returning({ orderIdx: t.orderIdx });
    return rows.length === 1;
  };

  return {
    async byOrderIdx(orderIdx: number): Promise<SupplierBookingRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.orderIdx, orderIdx)).limit(1);
      return row;
    },

    async byOrderNum(orderNum: string): Promise<SupplierBookingRow | undefined> {
      const [row] = await db.select().from(t).where(eq(t.orderNum, orderNum)).limit(1);
      return row;
    },

    /** The order with this number as a supplier cancellation sees it: its channel and hold state. */
    async orderByNum(orderNum: string): Promise<{ idx: number; channelCode: string | null; holdState: OrderRow['holdState'] } | undefined> {
      const [row] = await db.select({ idx: orders.idx, channelCode: orders.channelCode, holdState: orders.holdState }).from(orders).where(eq(orders.orderNum, orderNum)).limit(1);
      return row;
    },

    /** The record of a paid channel order (PRICED: nothing sent to the supplier yet); kept if it exists. */
    async ensure(order: { idx: number; orderNum: string; channelCode: string }, now: Date): Promise<void> {
      await db
        .insert(t)
        .values({ orderIdx: order.idx, orderNum: order.orderNum, channelCode: order.channelCode, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: t.orderIdx });
    },

    /** Takes the lease when the booking is in one of `states` and nobody holds it. */
    async claim(orderIdx: number, states: readonly SupplierBookingState[], now: Date, leaseSeconds: number): Promise<Lease | null> {
      const token = crypto.randomBytes(12).toString('hex');
      const [row] = await db
        .update(t)
        .set({ leaseToken: token, leaseUntil: new Date(now.getTime() + leaseSeconds * 1000), updatedAt: now })
        .where(and(eq(t.orderIdx, orderIdx), inArray(t.state, [...states]), free(now)))
        .returning();
      return row ? { row, token } : null;
    },

    async countCall(orderIdx: number, call: 'book' | 'retrieve', now: Date): Promise<void> {
      const set = call === 'book' ? { bookCalls: sql`${t.bookCalls} + 1`, bookedAt: sql`coalesce(${t.bookedAt}, ${now.toISOString()}::timestamptz)` } : { retrieveCalls: sql`${t.retrieveCalls} + 1` };
      await db
        .update(t)
        .set(set as unknown as Partial<typeof t.$inferInsert>)
        .where(eq(t.orderIdx, orderIdx));
    },

    /** Outcome not known yet (timeout, PENDING): look again at `nextCheckAt`; the lease is given up. */
    later: (orderIdx: number, token: string, nextCheckAt: Date, now: Date) => moveUnder(orderIdx, token, { state: 'UNKNOWN', nextCheckAt }, now),

    /** Gives the lease back without learning anything (the order is no longer waiting, or a call failed). */
    letGo: (orderIdx: number, token: string, now: Date) => moveUnder(orderIdx, token, {}, now),

    /** Confirmed at the supplier: the order `confirm_wait` -> `confirm` with the confirmation number, in one transaction. */
    async confirm(orderIdx: number, token: string, confirmNum: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(t)
          .set({ state: 'CONFIRMED', confirmNum, leaseToken: null, leaseUntil: null, nextCheckAt: null, settledAt: now, updatedAt: now })
          .where(and(eq(t.orderIdx, orderIdx), eq(t.leaseToken, token)))
          .returning({ orderIdx: t.orderIdx });
        if (!row) return false;
        await tx.update(orders).set({ status: 'confirm', confirmNum, updatedAt: now }).where(and(eq(orders.idx, orderIdx), eq(orders.status, 'confirm_wait')));
        return true;
      });
    },

    /** Refused / never booked: REFUNDING (the lease is kept while the refund runs). */
    startRefund: (orderIdx: number, token: string, failCode: string, now: Date) => moveUnder(orderIdx, token, { state: 'REFUNDING', failCode }, now, true),

    /** The gateway refunded `amount`: the order's complete payment becomes `cancel` (once). */
    async markPaymentRefunded(orderIdx: number, amount: number, now: Date): Promise<void> {
      await db
        .update(payments)
        .set({ payStatus: 'cancel', cancelAmount: amount, cancelDate: now, updatedAt: now })
        .where(and(eq(payments.orderIdx, orderIdx), eq(payments.payStatus, 'complete')));
    },

    finishRefund: (orderIdx: number, token: string, refundAmount: number, now: Date) =>
      moveUnder(orderIdx, token, { state: 'FAILED', refundAmount, nextCheckAt: null, settledAt: now }, now),

    /** Cancelled at the supplier by the traveller (A1's cancellation through cancelSupplierBooking). */
    cancelled: (orderIdx: number, token: string, refundAmount: number, now: Date) =>
      moveUnder(orderIdx, token, { state: 'CANCELLED', refundAmount, nextCheckAt: null, settledAt: now }, now),

    /**
     * Channel orders the reconciliation job must look at: paid and waiting (`confirm_wait`) whose
     * booking is due (UNKNOWN past nextCheckAt; PRICED or without a record for longer than
     * `staleBefore`, i.e. the paying request stopped before booking), or a refund left half done.
     * Leased ones are skipped: someone is on them.
     */
    async due(now: Date, staleBefore: Date, limit = 100): Promise<{ orderIdx: number; orderNum: string; channelCode: string }[]> {
      const s = t;
      const rows = await db
        .select({ orderIdx: orders.idx, orderNum: orders.orderNum, channelCode: orders.channelCode })
        .from(orders)
        .leftJoin(s, eq(s.orderIdx, orders.idx))
        .where(
          and(
            sql`${orders.channelCode} is not null`,
            or(
              and(eq(orders.status, 'confirm_wait'), isNull(s.orderIdx), lte(orders.updatedAt, staleBefore)),
              and(
                eq(orders.status, 'confirm_wait'),
                free(now),
                or(and(eq(s.state, 'UNKNOWN'), or(isNull(s.nextCheckAt), lte(s.nextCheckAt, now))), and(eq(s.state, 'PRICED'), lte(s.updatedAt, staleBefore))),
              ),
              and(eq(s.state, 'REFUNDING'), free(now)),
            ),
          ),
        )
        .orderBy(asc(orders.idx))
        .limit(limit);
      return rows.map((r) => ({ orderIdx: r.orderIdx, orderNum: r.orderNum, channelCode: r.channelCode! }));
    },
  };
}

export type SupplierBookingStore = ReturnType<typeof supplierBookingStore>;
