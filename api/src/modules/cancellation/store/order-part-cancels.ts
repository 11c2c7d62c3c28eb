// Partial cancellation of a paid booking (services/content/booking/part-cancel.ts). Like the full
// cancel: CLAIM moves the order to cancel_request only if it is still exactly the booking the
// preview was made from (status, rooms, nights, check-out), so concurrent clicks and replays
// refund once; FINISH (after the gateway refund) shrinks the booking and gives back the stock and
// points of the cancelled part in one transaction, exactly once.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { dailyRates } from '../../../db/schema/catalog';
import { orderPartCancels, orders, payments, type OrderPartCancelRow, type OrderRow } from '../../../db/schema/orders';
import { users } from '../../../db/schema/users';
import type { PartCancelPreview } from '../rules/partial';
import { amountsAfter } from '../rules/partial';
import { pointsRepository } from '../../points';

export const orderPartCancelsRepository = (db: Db) => ({
  /** The claim: the order as read -> cancel_request, with the open partial cancel. Null when anything moved. */
  async claim(order: OrderRow, preview: PartCancelPreview, now: Date): Promise<OrderPartCancelRow | null> {
    return db.transaction(async (tx) => {
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
      if (moved.length !== 1) return null;
      const refundOf = (route: string) => preview.refunds.find((r) => r.route === route)?.amount ?? 0;
      const [row] = await tx
        .insert(orderPartCancels)
        .values({
          orderIdx: order.idx,
          kind: preview.request.kind,
          rooms: preview.cancelled.rooms,
          nights: preview.cancelled.nights,
          fromStatus: order.status,
          paymentRefund: refundOf('PAYMENT'),
          cashRefund: refundOf('AWESOME_CASH'),
          welfareRefund: refundOf('WELFARE_POINTS'),
          fingerprint: preview.fingerprint,
          preview,
          createdAt: now,
        })
        .returning();
      return row ?? null;
    });
  },

  /** The gateway refused: the booking is back as it was, the claim forgotten. */
  async unclaim(part: OrderPartCancelRow, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(orderPartCancels).where(and(eq(orderPartCancels.idx, part.idx), eq(orderPartCancels.payStatus, 'partialCancel')));
      await tx
        .update(orders)
        .set({ status: part.fromStatus, updatedAt: now })
        .where(and(eq(orders.idx, part.orderIdx), eq(orders.status, 'cancel_request')));
    });
  },

  /** Refunded: the booking shrinks and the cancelled part's stock and points come back, once. */
  async finish(part: OrderPartCancelRow, order: OrderRow, preview: PartCancelPreview, paymentIdx: number, now: Date): Promise<OrderRow | null> {
    return db.transaction(async (tx) => {
      const [open] = await tx
        .update(orderPartCancels)
        .set({ payStatus: 'partialCanceled', doneAt: now })
        .where(and(eq(orderPartCancels.idx, part.idx), eq(orderPartCancels.payStatus, 'partialCancel')))
        .returning({ idx: orderPartCancels.idx });
      if (!open) return null;
      const next = amountsAfter(order, preview);
      const [done] = await tx
        .update(orders)
        .set({ ...next, status: part.fromStatus, updatedAt: now })
        .where(and(eq(orders.idx, order.idx), eq(orders.status, 'cancel_request')))
        .returning();
      if (!done) throw new Error(`order ${order.idx} left cancel_request during its partial cancel`);
      if (preview.cancelled.from !== null && preview.cancelled.to !== null) {
        await tx
          .update(dailyRates)
          .set({ stock: sql`${dailyRates.stock} + ${preview.cancelled.rooms}` })
          .where(and(eq(dailyRates.ratePlanIdx, order.ratePlanIdx), gte(dailyRates.stayDate, preview.cancelled.from), lt(dailyRates.stayDate, preview.cancelled.to)));
      }
      if (part.cashRefund > 0 || part.welfareRefund > 0) {
        await tx.select({ idx: users.idx }).from(users).where(eq(users.idx, order.userIdx)).for('update');
        const points = pointsRepository(tx);
        const title = `예약 부분 취소 반환 ${order.orderNum}`;
        if (part.cashRefund > 0) await points.add({ userIdx: order.userIdx, pointType: 'POINT', actionType: 'CANCEL', amount: part.cashRefund, title, orderNum: order.orderNum }, now, tx);
        if (part.welfareRefund > 0) await points.add({ userIdx: order.userIdx, pointType: 'USER_POINT', actionType: 'CANCEL', amount: part.welfareRefund, title, orderNum: order.orderNum }, now, tx);
      }
      await tx
        .update(payments)
        .set({ cancelAmount: sql`${payments.cancelAmount} + ${part.paymentRefund}`, cancelDate: now, updatedAt: now })
        .where(eq(payments.idx, paymentIdx));
      return done;
    });
  },

  /** The partial cancel under way for this order, if any. */
  async open(orderIdx: number): Promise<OrderPartCancelRow | null> {
    const [row] = await db
      .select()
      .from(orderPartCancels)
      .where(and(eq(orderPartCancels.orderIdx, orderIdx), eq(orderPartCancels.payStatus, 'partialCancel')))
      .limit(1);
    return row ?? null;
  },

  /**
   * A claim left behind (the process died between claim and finish) is taken over after
   * `staleBefore`, by one caller only (its claim time moves); the refund is then retried with the
   * figures it claimed (the gateway refunds at most what was asked).
   */
  async reclaimStale(part: OrderPartCancelRow, staleBefore: Date, now: Date): Promise<boolean> {
    if (part.createdAt > staleBefore) return false;
    const rows = await db
      .update(orderPartCancels)
      .set({ createdAt: now })
      .where(and(eq(orderPartCancels.idx, part.idx), eq(orderPartCancels.payStatus, 'partialCancel'), eq(orderPartCancels.createdAt, part.createdAt)))
      .returning({ idx: orderPartCancels.idx });
    return rows.length === 1;
  },

  /** The order's partial cancels, oldest first. */
  async ofOrder(orderIdx: number): Promise<OrderPartCancelRow[]> {
    return db.select().from(orderPartCancels).where(eq(orderPartCancels.orderIdx, orderIdx)).orderBy(asc(orderPartCancels.idx));
  },
});

export type OrderPartCancelsRepository = ReturnType<typeof orderPartCancelsRepository>;
