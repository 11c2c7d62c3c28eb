// Orders and their room holds (README.md of this module, "Invariants"). The stock of every night is
// taken with a conditional UPDATE (stock >= rooms) inside ONE transaction with the order and the
// points: any night short rolls everything back. Release gives the stock back exactly once (the
// hold state moves with a conditional UPDATE, so two releasers cannot both restore).
import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { dailyRates, properties } from '../../../db/schema/catalog';
import { couponManagers, userCoupons } from '../../../db/schema/coupons';
import { orders, payments, type HoldState, type OrderRow, type OrderStatus } from '../../../db/schema/orders';
import { users } from '../../../db/schema/users';
import { referenceNumber } from '../../../lib/reference-numbers';
import { koreanDay } from '../../pricing';
import { couponsRepository } from '../../coupons';
import { pointsRepository } from '../../points';

export type NewOrder = Omit<typeof orders.$inferInsert, 'idx' | 'status' | 'holdState' | 'createdAt' | 'updatedAt'>;

/** Thrown inside the hold transaction to roll it back; use-cases/place-order.ts answers it as a FAIL. */
export class HoldFailure extends Error {
  constructor(readonly reason: 'SOLD_OUT' | 'PRICE_CHANGED' | 'POINTS' | 'COUPON') {
    super(reason);
  }
}

export interface HeldNight {
  date: string;
  price: number;
}

/**
 * What an order took, given back (inside the transaction that moved its state, so exactly once):
 * the rooms, the points (on the member's locked row, like spending) and the coupon. Used by
 * release (unpaid) and by cancellation (paid, the cancellation module). False when a coupon was not returned.
 */
export async function giveBackHold(tx: Tx, order: OrderRow, now: Date): Promise<{ couponReturned: boolean }> {
  // An open-date voucher without a chosen night holds no stock (voucher/store.ts).
  if (order.checkInDate !== null && order.checkOutDate !== null) {
    await tx
      .update(dailyRates)
      .set({ stock: sql`${dailyRates.stock} + ${order.rooms}` })
      .where(and(eq(dailyRates.ratePlanIdx, order.ratePlanIdx), gte(dailyRates.stayDate, order.checkInDate), lt(dailyRates.stayDate, order.checkOutDate)));
  }
  if (order.pointAmount > 0 || order.userPointAmount > 0) {
    await tx.select({ idx: users.idx }).from(users).where(eq(users.idx, order.userIdx)).for('update');
    const points = pointsRepository(tx);
    const reason = 'BOOKING_CANCEL_REFUND';
    if (order.pointAmount > 0) await points.add({ userIdx: order.userIdx, pointType: 'POINT', actionType: 'CANCEL', amount: order.pointAmount, reason, orderNum: order.orderNum }, now, tx);
    if (order.userPointAmount > 0) await points.add({ userIdx: order.userIdx, pointType: 'USER_POINT', actionType: 'CANCEL', amount: order.userPointAmount, reason, orderNum: order.orderNum }, now, tx);
  }
  return { couponReturned: await couponsRepository(tx).giveBack(order.idx, now, tx) };
}

export const ordersRepository = (db: Db) => ({
  /**
   * Creates a PENDING order holding `rooms` rooms on every night, and spends its points, in one
   * transaction. `nightPrices` are the prices the quote was made from: a price that moved since
   * rolls back with PRICE_CHANGED, so the amount charged is the amount quoted. A coupon is
   * reserved for this order in the same transaction (unused -> reserved, else COUPON rolls back).
   */
  async createHeld(order: NewOrder, nightPrices: readonly HeldNight[], now: Date, couponUserIdx?: number): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      // Night by night in date order: every booking locks rows in the same order (no deadlocks).
      for (const night of [...nightPrices].sort((a, b) => a.date.localeCompare(b.date))) {
        const [row] = await tx
          .update(dailyRates)
          .set({ stock: sql`${dailyRates.stock} - ${order.rooms}` })
          .where(and(eq(dailyRates.ratePlanIdx, order.ratePlanIdx), eq(dailyRates.stayDate, night.date), gte(dailyRates.stock, order.rooms)))
          .returning({ price: dailyRates.price });
        if (!row) throw new HoldFailure('SOLD_OUT');
        if (row.price !== night.price) throw new HoldFailure('PRICE_CHANGED');
      }
      if ((order.pointAmount ?? 0) > 0 || (order.userPointAmount ?? 0) > 0) {
        // One member's spending is serialised on their user row: two bookings cannot both spend
        // the same points (points never go negative).
        await tx.select({ idx: users.idx }).from(users).where(eq(users.idx, order.userIdx)).for('update');
        const points = pointsRepository(tx);
        const balance = await points.balances(order.userIdx, tx);
        if ((order.pointAmount ?? 0) > balance.point || (order.userPointAmount ?? 0) > balance.userPoint) throw new HoldFailure('POINTS');
        const reason = 'BOOKING_USE';
        if (order.pointAmount) await points.add({ userIdx: order.userIdx, pointType: 'POINT', actionType: 'USE', amount: -order.pointAmount, reason, orderNum: order.orderNum }, now, tx);
        if (order.userPointAmount) await points.add({ userIdx: order.userIdx, pointType: 'USER_POINT', actionType: 'USE', amount: -order.userPointAmount, reason, orderNum: order.orderNum }, now, tx);
      }
      const [created] = await tx.insert(orders).values({ ...order, createdAt: now, updatedAt: now }).returning();
      if (couponUserIdx !== undefined && !(await couponsRepository(tx).reserve(couponUserIdx, order.userIdx, created!.idx, koreanDay(now), now, tx))) {
        throw new HoldFailure('COUPON');
      }
      return created!;
    });
  },

  /** Of these order numbers, the orders that ended without ever being paid (released, never charged). */
  async neverPaidAmong(orderNums: readonly string[]): Promise<Set<string>> {
    if (orderNums.length === 0) return new Set();
    const rows = await db
      .select({ orderNum: orders.orderNum })
      .from(orders)
      .where(
        and(
          inArray(orders.orderNum, [...orderNums]),
          eq(orders.holdState, 'RELEASED'),
          sql`not exists (select 1 from ${payments} p where p.order_idx = ${orders.idx} and p.pay_date is not null)`,
        ),
      );
    return new Set(rows.map((r) => r.orderNum));
  },

  async byNum(orderNum: string, tx: Tx = db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.orderNum, orderNum)).limit(1);
    return row;
  },

  async byIdx(idx: number, tx: Tx = db): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.idx, idx)).limit(1);
    return row;
  },

  /** HELD and unexpired -> PAYING: the one confirm that may talk to the gateway for this order. */
  async claimForPayment(orderIdx: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ holdState: 'PAYING', updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.holdState, 'HELD'), sql`${orders.holdExpiresAt} > ${now.toISOString()}`))
      .returning({ idx: orders.idx });
    return rows.length === 1;
  },

  /** A gateway call that did not end (error): back to HELD so the expiry job can settle it. */
  async unclaim(orderIdx: number, now: Date): Promise<void> {
    await db.update(orders).set({ holdState: 'HELD', updatedAt: now }).where(and(eq(orders.idx, orderIdx), eq(orders.holdState, 'PAYING')));
  },

  /** Paid: the payment complete, the order confirmed, the hold kept as the sale. */
  /**
   * `alsoWrite`: what commits with the payment (its confirmation mail), in a savepoint: if that
   * fails the payment still commits, and the notice comes from the after-commit path instead.
   */
  async markPaid(orderIdx: number, paymentIdx: number, now: Date, alsoWrite?: (tx: Tx) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ payStatus: 'complete', payDate: now, updatedAt: now }).where(eq(payments.idx, paymentIdx));
      // An external channel's order waits for its supplier's confirmation (use-cases/supplier-book.ts).
      const status = sql`case when ${orders.channelCode} is null then 'confirm' else 'confirm_wait' end` as unknown as OrderStatus;
      // Our own inventory is confirmed by the payment itself: its confirmation number is ours.
      const confirmNum = sql`case when ${orders.channelCode} is null then coalesce(${orders.confirmNum}, ${referenceNumber('CF', now)}) else ${orders.confirmNum} end`;
      await tx.update(orders).set({ status, confirmNum, holdState: 'SOLD', updatedAt: now }).where(and(eq(orders.idx, orderIdx), eq(orders.holdState, 'PAYING')));
      await couponsRepository(tx).markUsed(orderIdx, now, tx);
      if (alsoWrite) await tx.transaction((sp) => alsoWrite(sp)).catch(() => undefined);
    });
  },

  /**
   * Gives the rooms and the points back and cancels the order (unpaid: payment failed, abandoned,
   * or the hold expired). Only from `from` states; false when another path got there first.
   */
  async release(orderIdx: number, from: readonly HoldState[], failCode: string, now: Date, also?: (tx: Tx, order: OrderRow, given: { couponReturned: boolean }) => Promise<void>): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ holdState: 'RELEASED', status: 'cancel', updatedAt: now })
        .where(and(eq(orders.idx, orderIdx), inArray(orders.holdState, [...from])))
        .returning();
      if (!order) return false;
      const given = await giveBackHold(tx, order, now);
      // What the caller records of this release (a member's cancel writes its refunds), in the same transaction.
      if (also) await also(tx, order, given);
      await tx
        .update(payments)
        .set({ payStatus: 'fail', failCode, updatedAt: now })
        .where(and(eq(payments.orderIdx, orderIdx), eq(payments.payStatus, 'ready')));
      return true;
    });
  },

  /** Unpaid holds whose time is up (the expiry job). */
  async expiredHolds(now: Date, limit = 100): Promise<{ idx: number; productIdx: number }[]> {
    return db
      .select({ idx: orders.idx, productIdx: orders.productIdx })
      .from(orders)
      .where(and(eq(orders.holdState, 'HELD'), lte(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.holdExpiresAt))
      .limit(limit);
  },

  /** A member's unpaid holds still running (use-cases/hold-limits.ts), oldest first. */
  async openHoldsOf(userIdx: number, now: Date): Promise<{ idx: number; orderNum: string; userIdx: number; productIdx: number; rooms: number }[]> {
    return db
      .select({ idx: orders.idx, orderNum: orders.orderNum, userIdx: orders.userIdx, productIdx: orders.productIdx, rooms: orders.rooms })
      .from(orders)
      .where(and(eq(orders.userIdx, userIdx), eq(orders.holdState, 'HELD'), gt(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.createdAt));
  },

  /** The member's unpaid, unexpired holds (HELD) of one rate plan: what starting over would give back. */
  async ownHeldOfPlan(userIdx: number, ratePlanIdx: number, now: Date): Promise<{ checkInDate: string; checkOutDate: string; rooms: number }[]> {
    const rows = await db
      .select({ checkInDate: orders.checkInDate, checkOutDate: orders.checkOutDate, rooms: orders.rooms })
      .from(orders)
      .where(and(eq(orders.userIdx, userIdx), eq(orders.ratePlanIdx, ratePlanIdx), eq(orders.holdState, 'HELD'), gt(orders.holdExpiresAt, now)));
    return rows.flatMap((r) => (r.checkInDate !== null && r.checkOutDate !== null ? [{ checkInDate: r.checkInDate, checkOutDate: r.checkOutDate, rooms: r.rooms }] : []));
  },

  /** Orders a confirm claimed (PAYING) and has not finished since `before` (use-cases/reconcile-paying.ts). */
  async stuckPaying(before: Date, limit = 100): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(and(eq(orders.holdState, 'PAYING'), lte(orders.updatedAt, before)))
      .orderBy(asc(orders.updatedAt))
      .limit(limit);
  },
  // Cancellation of a paid booking (modules/cancellation): a claim moves the order out of the way of
  // every other path with one conditional UPDATE, and the close moves it on in the transaction that
  // records the refunds.

  /** Whole: confirm / confirm_wait (exactly `from`, as read) -> cancel_wait. False when another caller or job moved it. */
  async claimCancel(orderIdx: number, from: OrderStatus, now: Date): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ status: 'cancel_wait', updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.holdState, 'SOLD'), eq(orders.status, from)))
      .returning({ idx: orders.idx });
    return rows.length === 1;
  },

  /** A whole-cancel claim left behind (its process died) is taken over after `staleBefore`, by one caller. */
  async reclaimStaleCancel(orderIdx: number, staleBefore: Date, now: Date): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set({ updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_wait'), eq(orders.holdState, 'SOLD'), lte(orders.updatedAt, staleBefore)))
      .returning({ idx: orders.idx });
    return rows.length === 1;
  },

  /** The supplier or the gateway refused: the order is back as it was. */
  async unclaimCancel(orderIdx: number, to: OrderStatus, now: Date): Promise<void> {
    await db.update(orders).set({ status: to, updatedAt: now }).where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_wait')));
  },

  /** Whole, refunded: cancel_wait -> cancel and what the order took comes back, once. Null when not claimed. */
  async closeCancel(tx: Tx, orderIdx: number, now: Date): Promise<{ order: OrderRow; couponReturned: boolean } | null> {
    const [order] = await tx
      .update(orders)
      .set({ status: 'cancel', holdState: 'RELEASED', updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_wait'), eq(orders.holdState, 'SOLD')))
      .returning();
    if (!order) return null;
    return { order, ...(await giveBackHold(tx, order, now)) };
  },

  /** Part: the order exactly as read (status, rooms, nights, amounts, check-out) -> cancel_request. */
  async claimPartCancel(tx: Tx, order: OrderRow, now: Date): Promise<boolean> {
    const moved = await tx
      .update(orders)
      .set({ status: 'cancel_request', updatedAt: now })
      .where(
        and(
          eq(orders.idx, order.idx),
          eq(orders.status, order.status),
          eq(orders.holdState, 'SOLD'),
          eq(orders.rooms, order.rooms),
          eq(orders.nights, order.nights),
          eq(orders.totalAmount, order.totalAmount),
          order.checkOutDate === null ? sql`false` : eq(orders.checkOutDate, order.checkOutDate),
        ),
      )
      .returning({ idx: orders.idx });
    return moved.length === 1;
  },

  /** Part, refused: cancel_request -> the status it had. */
  async unclaimPartCancel(tx: Tx, orderIdx: number, to: OrderStatus, now: Date): Promise<void> {
    await tx.update(orders).set({ status: to, updatedAt: now }).where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_request')));
  },

  /** Part, refunded: the booking shrinks to what it keeps and goes back to its status. */
  async shrinkAfterPartCancel(tx: Tx, orderIdx: number, next: Partial<typeof orders.$inferInsert>, to: OrderStatus, now: Date): Promise<OrderRow> {
    const [done] = await tx
      .update(orders)
      .set({ ...next, status: to, updatedAt: now })
      .where(and(eq(orders.idx, orderIdx), eq(orders.status, 'cancel_request')))
      .returning();
    if (!done) throw new Error(`order ${orderIdx} left cancel_request during its partial cancel`);
    return done;
  },

  /** The stock of the cancelled nights [from, to) comes back, `rooms` a night. */
  async returnStock(tx: Tx, ratePlanIdx: number, rooms: number, from: string, to: string): Promise<void> {
    await tx
      .update(dailyRates)
      .set({ stock: sql`${dailyRates.stock} + ${rooms}` })
      .where(and(eq(dailyRates.ratePlanIdx, ratePlanIdx), gte(dailyRates.stayDate, from), lt(dailyRates.stayDate, to)));
  },

  /** A member's unpaid holds still running, with their stay and the coupon each keeps (the payment page's list). */
  async heldWithStay(userIdx: number, now: Date) {
    return db
      .select({ order: orders, property: properties, manager: couponManagers })
      .from(orders)
      .innerJoin(properties, eq(properties.idx, orders.productIdx))
      .leftJoin(userCoupons, eq(userCoupons.orderIdx, orders.idx))
      .leftJoin(couponManagers, eq(couponManagers.idx, userCoupons.couponManagerIdx))
      .where(and(eq(orders.userIdx, userIdx), eq(orders.holdState, 'HELD'), gt(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.createdAt));
  },

  /** Locks the member's row: points are given back on it, as they are spent (no lost update). */
  async lockMember(tx: Tx, userIdx: number): Promise<void> {
    await tx.select({ idx: users.idx }).from(users).where(eq(users.idx, userIdx)).for('update');
  },
});

export type OrdersRepository = ReturnType<typeof ordersRepository>;
