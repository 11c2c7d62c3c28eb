// Booking reads (the voucher page, the booking list) and the open-date voucher's date choice
// (README.md). The choice takes its nights' stock with the
// same conditional UPDATE the booking hold uses (`stock >= rooms`), in ONE transaction with the
// order's change: a night short rolls the choice back (SOLD_OUT); the `stock >= 0` check is the
// backstop. The order row is claimed first (check-in still null), so one voucher chooses once.
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dailyRates, properties, propertyImages, rooms } from '../../db/schema/catalog';
import { orderAddPays, orders, payments, type AddPayRow, type OrderRow, type PaymentRow } from '../../db/schema/orders';
import { hiddenBookings } from '../../db/schema/mypage';

/** Thrown inside the choice transaction to roll it back; the route maps it to its FAIL answer. */
export class VoucherFailure extends Error {
  constructor(readonly reason: 'ALREADY_CHOSEN' | 'SOLD_OUT') {
    super(reason);
  }
}

export interface DateChoice {
  orderIdx: number;
  voucherNum: string;
  checkInDate: string;
  checkOutDate: string;
  /** The nights, in date order. */
  nights: readonly string[];
  confirmNum: string;
  cancelFreeDate: string | null;
}

/** Payment states that mean the booking was charged at some point (paid, refunded or being refunded). */
const CHARGED = ['complete', 'cancel', 'partialCancel', 'partialCanceled', 'cancelRequest'] as const;

export const vouchersRepository = (db: Db) => ({
  async order(key: { orderNum: string } | { idx: number }): Promise<OrderRow | undefined> {
    const where = 'orderNum' in key ? eq(orders.orderNum, key.orderNum) : eq(orders.idx, key.idx);
    const [row] = await db.select().from(orders).where(where).limit(1);
    return row;
  },

  async images(propertyIdxs: readonly number[], perProperty: number): Promise<{ propertyIdx: number; sort: number; path: string }[]> {
    if (propertyIdxs.length === 0) return [];
    const rows = await db
      .select({ propertyIdx: propertyImages.propertyIdx, sort: propertyImages.sort, path: propertyImages.path })
      .from(propertyImages)
      .where(and(inArray(propertyImages.propertyIdx, [...new Set(propertyIdxs)]), lte(propertyImages.sort, perProperty - 1)))
      .orderBy(asc(propertyImages.propertyIdx), asc(propertyImages.sort));
    return rows;
  },

  async payments(orderIdxs: readonly number[]): Promise<PaymentRow[]> {
    if (orderIdxs.length === 0) return [];
    return db.select().from(payments).where(inArray(payments.orderIdx, [...orderIdxs])).orderBy(desc(payments.idx));
  },

  async addPays(orderIdx: number): Promise<AddPayRow[]> {
    return db.select().from(orderAddPays).where(eq(orderAddPays.orderIdx, orderIdx)).orderBy(asc(orderAddPays.idx));
  },

  /**
   * The member's bookings for the list: orders that were paid at some point (sold holds and
   * charged payments). Unpaid holds and abandoned checkouts are not bookings.
   */
  async bookings(userIdx: number, limit = 500) {
    const charged = db
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.orderIdx, orders.idx), inArray(payments.payStatus, [...CHARGED])));
    return db
      .select({ order: orders, property: { idx: properties.idx, nameKo: properties.nameKo, nameEn: properties.nameEn, nameJa: properties.nameJa, checkInTime: properties.checkInTime, checkOutTime: properties.checkOutTime }, room: { nameKo: rooms.nameKo, nameEn: rooms.nameEn, nameJa: rooms.nameJa } })
      .from(orders)
      .leftJoin(properties, eq(properties.idx, orders.productIdx))
      .leftJoin(rooms, eq(rooms.idx, orders.roomIdx))
      // A booking the member removed from the list (PUT /v1/books/{id}) is hidden, never deleted.
      .where(and(eq(orders.userIdx, userIdx), or(eq(orders.holdState, 'SOLD'), sql`exists (${charged})`), sql`not exists (select 1 from ${hiddenBookings} h where h.order_idx = ${orders.idx})`))
      .orderBy(desc(orders.createdAt), desc(orders.idx))
      .limit(limit);
  },

  /** Every night of the rate plan in [from, to] that has a rate, with its price and stock. */
  async nightsOf(ratePlanIdx: number, from: string, to: string): Promise<{ date: string; price: number; stock: number }[]> {
    if (from > to) return [];
    return db
      .select({ date: dailyRates.stayDate, price: dailyRates.price, stock: dailyRates.stock })
      .from(dailyRates)
      .where(and(eq(dailyRates.ratePlanIdx, ratePlanIdx), gte(dailyRates.stayDate, from), lte(dailyRates.stayDate, to)))
      .orderBy(asc(dailyRates.stayDate));
  },

  /** Picks the voucher's night(s): the order and the stock move together or not at all. */
  async chooseDate(choice: DateChoice, now: Date): Promise<OrderRow> {
    return db.transaction(async (tx) => {
      const [order] = await tx
        .update(orders)
        .set({ checkInDate: choice.checkInDate, checkOutDate: choice.checkOutDate, confirmNum: choice.confirmNum, cancelFreeDate: choice.cancelFreeDate, updatedAt: now })
        .where(and(eq(orders.idx, choice.orderIdx), eq(orders.voucherNum, choice.voucherNum), isNull(orders.checkInDate), isNull(orders.confirmNum), eq(orders.status, 'confirm')))
        .returning();
      if (!order) throw new VoucherFailure('ALREADY_CHOSEN');
      // Date order, like the booking hold: every writer locks nights in the same order (no deadlocks).
      for (const night of [...choice.nights].sort()) {
        const [row] = await tx
          .update(dailyRates)
          .set({ stock: sql`${dailyRates.stock} - ${order.rooms}` })
          .where(and(eq(dailyRates.ratePlanIdx, order.ratePlanIdx), eq(dailyRates.stayDate, night), gte(dailyRates.stock, order.rooms)))
          .returning({ stock: dailyRates.stock });
        if (!row) throw new VoucherFailure('SOLD_OUT');
      }
      return order;
    });
  },

  /** Hides the member's booking from their list (hidden, never deleted); hiding twice changes nothing. */
  async hideBooking(orderIdx: number, userIdx: number, now: Date): Promise<void> {
    await db.insert(hiddenBookings).values({ orderIdx, userIdx, hiddenAt: now }).onConflictDoNothing();
  },

  /** Puts the member's hidden booking back in their list. */
  async unhideBooking(orderIdx: number, userIdx: number): Promise<void> {
    await db.delete(hiddenBookings).where(and(eq(hiddenBookings.orderIdx, orderIdx), eq(hiddenBookings.userIdx, userIdx)));
  },
});

export type VouchersRepository = ReturnType<typeof vouchersRepository>;
