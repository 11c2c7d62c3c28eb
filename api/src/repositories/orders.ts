// Orders and their room holds (services/content/booking/README.md). The stock of every night is
// taken with a conditional UPDATE (stock >= rooms) inside ONE transaction with the order and the
// points: any night short rolls everything back. Release gives the stock back exactly once (the
// hold state moves with a conditional UPDATE, so two releasers cannot both restore).
import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { dailyRates } from '../db/schema/catalog';
import { orders, payments, type HoldState, type OrderRow } from '../db/schema/orders';
import { users } from '../db/schema/users';
import { pointsRepository } from './points';

export type NewOrder = Omit<typeof orders.$inferInsert, 'idx' | 'status' | 'holdState' | 'createdAt' | 'updatedAt'>;

/** Thrown inside the hold transaction to roll it back; the route maps it to its FAIL answer. */
export class HoldFailure extends Error {
  constructor(readonly reason: 'SOLD_OUT' | 'PRICE_CHANGED' | 'POINTS') {
    super(reason);
  }
}

export interface HeldNight {
  date: string;
  price: number;
}

export const ordersRepository = (db: Db) => ({
  /**
   * Creates a PENDING order holding `rooms` rooms on every night, and spends its points, in one
   * transaction. `nightPrices` are the prices the quote was made from: a price that moved since
   * rolls back with PRICE_CHANGED, so the amount charged is the amount quoted.
   */
  async createHeld(order: NewOrder, nightPrices: readonly HeldNight[], now: Date): Promise<OrderRow> {
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
        const title = `예약 사용 ${order.orderNum}`;
        if (order.pointAmount) await points.add({ userIdx: order.userIdx, pointType: 'POINT', actionType: 'USE', amount: -order.pointAmount, title, orderNum: order.orderNum }, now, tx);
        if (order.userPointAmount) await points.add({ userIdx: order.userIdx, pointType: 'USER_POINT', actionType: 'USE', amount: -order.userPointAmount, title, orderNum: order.orderNum }, now, tx);
      }
      const [created] = await tx.insert(orders).values({ ...order, createdAt: now, updatedAt: now }).returning();
      return created!;
    });
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
  async markPaid(orderIdx: number, paymentIdx: number, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ payStatus: 'complete', payDate: now, updatedAt: now }).where(eq(payments.idx, paymentIdx));
      await tx.update(orders).set({ status: 'confirm', holdState: 'SOLD', updatedAt: now }).where(and(eq(orders.idx, orderIdx), eq(orders.holdState, 'PAYING')));
    });
  },

  /**
   * Gives the rooms and the points back and cancels the order (unpaid: payment failed, abandoned,
   * or the hold expired). Only from `from` states; false when another path got there first.
   */
  async release(orderIdx: number, from: readonly HoldState[], failCode: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ holdState: 'RELEASED', status: 'cancel', updatedAt: now })
        .where(and(eq(orders.idx, orderIdx), inArray(orders.holdState, [...from])))
        .returning();
      if (!order) return false;
      await tx
        .update(dailyRates)
        .set({ stock: sql`${dailyRates.stock} + ${order.rooms}` })
        .where(and(eq(dailyRates.ratePlanIdx, order.ratePlanIdx), gte(dailyRates.stayDate, order.checkInDate), lt(dailyRates.stayDate, order.checkOutDate)));
      const points = pointsRepository(tx);
      const title = `예약 취소 반환 ${order.orderNum}`;
      if (order.pointAmount > 0) await points.add({ userIdx: order.userIdx, pointType: 'POINT', actionType: 'CANCEL', amount: order.pointAmount, title, orderNum: order.orderNum }, now, tx);
      if (order.userPointAmount > 0) await points.add({ userIdx: order.userIdx, pointType: 'USER_POINT', actionType: 'CANCEL', amount: order.userPointAmount, title, orderNum: order.orderNum }, now, tx);
      await tx
        .update(payments)
        .set({ payStatus: 'fail', failCode, updatedAt: now })
        .where(and(eq(payments.orderIdx, orderIdx), eq(payments.payStatus, 'ready')));
      return true;
    });
  },

  /** Unpaid holds whose time is up (the expiry job). */
  async expiredHolds(now: Date, limit = 100): Promise<{ idx: number }[]> {
    return db
      .select({ idx: orders.idx })
      .from(orders)
      .where(and(eq(orders.holdState, 'HELD'), lte(orders.holdExpiresAt, now)))
      .orderBy(asc(orders.holdExpiresAt))
      .limit(limit);
  },
});

export type OrdersRepository = ReturnType<typeof ordersRepository>;
