// The partial cancels of a booking (table order_part_cancels): the open one is the claim of a
// partial cancel under way (at most one per order, with the preview the member confirmed), a done
// one the record its refunds belong to. The order's own move is the booking module's.
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { orderPartCancels, type OrderPartCancelRow, type OrderStatus } from '../../../db/schema/orders';
import type { PartCancelPreview } from '../rules';

export const partCancelsRepository = (db: Db) => ({
  /** Opens the claim, inside the transaction that moved the order to cancel_request. */
  async open(tx: Tx, orderIdx: number, fromStatus: OrderStatus, preview: PartCancelPreview, now: Date): Promise<OrderPartCancelRow> {
    const refundOf = (route: string) => preview.refunds.find((r) => r.route === route)?.amount ?? 0;
    const [row] = await tx
      .insert(orderPartCancels)
      .values({
        orderIdx,
        kind: preview.request.kind,
        rooms: preview.cancelled.rooms,
        nights: preview.cancelled.nights,
        fromStatus,
        paymentRefund: refundOf('PAYMENT'),
        cashRefund: refundOf('AWESOME_CASH'),
        welfareRefund: refundOf('WELFARE_POINTS'),
        fingerprint: preview.fingerprint,
        preview,
        createdAt: now,
      })
      .returning();
    return row!;
  },

  /** The claim is forgotten (the refund was refused). */
  async drop(tx: Tx, partIdx: number): Promise<void> {
    await tx.delete(orderPartCancels).where(and(eq(orderPartCancels.idx, partIdx), eq(orderPartCancels.payStatus, 'partialCancel')));
  },

  /** The claim is done, once: false when another caller closed it first. */
  async close(tx: Tx, partIdx: number, now: Date): Promise<boolean> {
    const rows = await tx
      .update(orderPartCancels)
      .set({ payStatus: 'partialCanceled', doneAt: now })
      .where(and(eq(orderPartCancels.idx, partIdx), eq(orderPartCancels.payStatus, 'partialCancel')))
      .returning({ idx: orderPartCancels.idx });
    return rows.length === 1;
  },

  /** The partial cancel under way for this order, if any. */
  async openOf(orderIdx: number): Promise<OrderPartCancelRow | null> {
    const [row] = await db
      .select()
      .from(orderPartCancels)
      .where(and(eq(orderPartCancels.orderIdx, orderIdx), eq(orderPartCancels.payStatus, 'partialCancel')))
      .limit(1);
    return row ?? null;
  },

  /**
   * A claim left behind (the process died between claim and close) is taken over after
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

export type PartCancelsRepository = ReturnType<typeof partCancelsRepository>;
