// The closing transaction of a cancellation: the booking moves on, what it took comes back (rooms,
// points, coupon), our payment records take the refund, and the refunds ledger gets one row per
// route, all in ONE transaction, so a refund is recorded exactly when it is given and never twice
// (each close is guarded by the claim it closes).
import type { Db, Tx } from '../../../db/database';
import type { AddPayPaymentRow, OrderPartCancelRow, OrderRefundRow, OrderRow, PaymentRow } from '../../../db/schema/orders';
import { pointsRepository } from '../../points';
import type { CancellationNotice } from '../notices';
import { amountsAfter, ledgerLines, type CancellationPreview, type PartCancelPreview } from '../rules';
import { reposOf } from '../stores';

const record = (db: Db, tx: Tx, order: OrderRow, partCancelIdx: number | null, lines: ReturnType<typeof ledgerLines>, now: Date) =>
  reposOf(db).refunds.record(
    tx,
    lines.map((l) => ({ orderIdx: order.idx, partCancelIdx, ...l })),
    now,
  );

/** An unpaid hold given up by its member: released, and what it had spent recorded as given back. */
export async function closeUnpaid(db: Db, order: OrderRow, preview: CancellationPreview, now: Date): Promise<{ couponReturned: boolean; refunds: OrderRefundRow[] } | null> {
  let closed: { couponReturned: boolean; refunds: OrderRefundRow[] } | null = null;
  const released = await reposOf(db).orders.release(order.idx, ['HELD'], 'USER_CANCEL', now, async (tx, held, given) => {
    const coupon = given.couponReturned && preview.coupon ? { amount: preview.coupon.amount } : null;
    const lines = ledgerLines(preview.refunds, { scope: 'WHOLE', paymentIdx: null, addPayPaymentIdxs: [], coupon });
    closed = { couponReturned: given.couponReturned, refunds: await record(db, tx, held, null, lines, now) };
  });
  return released ? closed : null;
}

/** A paid booking refunded at the gateway: cancelled, given back, recorded. Null when its claim was closed by another. */
export async function closeWhole(db: Db, order: OrderRow, preview: CancellationPreview, payment: PaymentRow, addPays: readonly AddPayPaymentRow[], now: Date, notify?: CancellationNotice) {
  const repos = reposOf(db);
  return db.transaction(async (tx) => {
    const done = await repos.orders.closeCancel(tx, order.idx, now);
    if (!done) return null;
    const refundOf = (route: string) => preview.refunds.filter((r) => r.route === route);
    const paymentRefund = refundOf('PAYMENT')[0]?.amount ?? 0;
    await repos.orderPayments.recordRefund(payment.idx, paymentRefund, true, now, tx);
    const extras = refundOf('ADD_PAY');
    for (const [i, attempt] of addPays.entries()) {
      const amount = extras[i]?.amount ?? 0;
      if (amount > 0) await repos.addPayments.markAttemptRefunded(attempt.idx, amount, now, tx);
    }
    const coupon = done.couponReturned && preview.coupon ? { amount: preview.coupon.amount } : null;
    const lines = ledgerLines(preview.refunds, { scope: 'WHOLE', paymentIdx: payment.idx, addPayPaymentIdxs: addPays.map((a) => a.idx), coupon });
    const refunds = await record(db, tx, done.order, null, lines, now);
    await notify?.(tx, refunds, now);
    return { order: done.order, couponReturned: done.couponReturned, refunds };
  });
}

/** Opens a partial cancel: the booking exactly as read moves to cancel_request with its claim. Null when anything moved. */
export async function claimPart(db: Db, order: OrderRow, preview: PartCancelPreview, now: Date): Promise<OrderPartCancelRow | null> {
  const repos = reposOf(db);
  return db.transaction(async (tx) => {
    if (!(await repos.orders.claimPartCancel(tx, order, now))) return null;
    return repos.partCancels.open(tx, order.idx, order.status, preview, now);
  });
}

/** The refund was refused: the booking is back as it was, the claim forgotten. */
export async function dropPart(db: Db, part: OrderPartCancelRow, now: Date): Promise<void> {
  const repos = reposOf(db);
  await db.transaction(async (tx) => {
    await repos.partCancels.drop(tx, part.idx);
    await repos.orders.unclaimPartCancel(tx, part.orderIdx, part.fromStatus, now);
  });
}

/** Refunded: the booking shrinks, the cancelled part's rooms and points come back, recorded, once. */
export async function closePart(db: Db, order: OrderRow, part: OrderPartCancelRow, preview: PartCancelPreview, payment: PaymentRow, now: Date, notify?: CancellationNotice) {
  const repos = reposOf(db);
  return db.transaction(async (tx) => {
    if (!(await repos.partCancels.close(tx, part.idx, now))) return null;
    const done = await repos.orders.shrinkAfterPartCancel(tx, order.idx, amountsAfter(order, preview), part.fromStatus, now);
    const { from, to, rooms } = preview.cancelled;
    if (from !== null && to !== null) await repos.orders.returnStock(tx, order.ratePlanIdx, rooms, from, to);
    if (part.cashRefund > 0 || part.welfareRefund > 0) {
      await repos.orders.lockMember(tx, order.userIdx);
      const points = pointsRepository(tx);
      const reason = 'BOOKING_PART_CANCEL_REFUND';
      if (part.cashRefund > 0) await points.add({ userIdx: order.userIdx, pointType: 'POINT', actionType: 'CANCEL', amount: part.cashRefund, reason, orderNum: order.orderNum }, now, tx);
      if (part.welfareRefund > 0) await points.add({ userIdx: order.userIdx, pointType: 'USER_POINT', actionType: 'CANCEL', amount: part.welfareRefund, reason, orderNum: order.orderNum }, now, tx);
    }
    await repos.orderPayments.recordRefund(payment.idx, part.paymentRefund, false, now, tx);
    const lines = ledgerLines(preview.refunds, { scope: preview.request.kind, paymentIdx: payment.idx, addPayPaymentIdxs: [], coupon: null });
    const refunds = await record(db, tx, done, part.idx, lines, now);
    await notify?.(tx, refunds, now);
    return { order: done, refunds };
  });
}
