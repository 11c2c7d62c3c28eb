// PAYING reconciliation (README "Holds" / "Reconciliation"): a confirm that died between claiming
// the order (HELD -> PAYING) and markPaid, or whose gateway never answered (timeout, 5xx, a lost
// answer: the charge may have happened), leaves it PAYING, where the expiry job does not look.
// After PAYING_STALE_SECONDS this job asks the gateway, never guessing:
//   captured (approved)  -> mark paid (the money was taken: the booking stands);
//   authorized           -> capture it with the ORDER's amount, as the confirm would have;
//   anything else        -> void at the gateway (a late approval can never be charged) and release.
// A void that loses to a capture is seen by reading again: then the order is marked paid.
// With Toss an attempt is read by its own orderId (GET /v1/payments/orders/{orderId}): Toss may
// have charged a payment we never heard back about. Captured after the hold ran out: the charge is
// refunded in full (once: the Idempotency-Key is the attempt's), the hold released, the guest told.
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import type { Gateway } from '../../payment';
import { GatewayUnavailableError } from '../../payment';
import type { Db } from '../../../db/database';
import type { MessageTransport } from '../../messages';
import { refundedEvent, type BookingEvent } from '../events';
import { sendBookingNotices } from '../notices';
import { reposOf, type Repos } from '../stores';

export const PAYING_TIMEOUT_CODE = 'PAYMENT_TIMEOUT';
/** The fail code of a payment taken after its hold was over, and refunded. */
export const PAID_TOO_LATE_CODE = 'PAID_AFTER_HOLD';

export interface ReconcileReport {
  paid: number;
  released: number;
  refunded: number;
}

/** The gateway's key when the payment is (now) captured; null when it is not. */
async function captured(gateway: Gateway, order: OrderRow, payment: PaymentRow, mayCapture: boolean): Promise<string | null> {
  const state = await gateway.retrieve(payment.paymentKey);
  if (state?.status === 'approved') return state.paymentKey;
  if (state?.status !== 'authorized' || !mayCapture) return null;
  const result = payment.gatewayOrderId ? await gateway.confirm(state.paymentKey, payment.gatewayOrderId, order.totalAmount) : await gateway.confirm(payment.paymentKey, order.orderNum, order.totalAmount);
  return result.status === 'approved' ? result.paymentKey : null;
}

/**
 * The buyer may have opened other methods before the one that paid: void those at the gateway (a
 * real PG would otherwise keep their authorisations on the card) and mark them failed.
 */
export async function voidOtherPayments(repos: Repos, gateway: Gateway, orderIdx: number, paidIdx: number, now: Date): Promise<void> {
  const others = (await repos.orderPayments.ofOrder(orderIdx)).filter((p) => p.idx !== paidIdx && p.payStatus === 'ready');
  for (const other of others) {
    await gateway.cancel(other.paymentKey);
    await repos.orderPayments.markFailed(other.idx, 'SUPERSEDED', now);
  }
}

/**
 * A payment captured when the order can no longer be sold (its hold ran out or was given back):
 * refunded in full at the gateway, once whoever else tries (the Idempotency-Key is this attempt's),
 * and recorded on the attempt. The event tells the guest.
 */
export async function refundTooLate(repos: Repos, gateway: Gateway, order: OrderRow, payment: PaymentRow, gatewayKey: string, now: Date): Promise<BookingEvent[]> {
  if (payment.gatewayOrderId) await repos.orderPayments.setGatewayKey(payment.idx, gatewayKey, now);
  // Every caller asks Toss (the same key: one refund there), then one of them records it and tells the guest.
  const result = await gateway.cancel(gatewayKey, undefined, { reason: 'Paid after the booking hold was over', idempotencyKey: `late-refund-${payment.gatewayOrderId ?? payment.idempotencyKey}` });
  if (!result.canceled && result.canceledAmount < payment.amount) return [];
  if (!(await repos.orderPayments.recordLateRefund(payment.idx, payment.amount, PAID_TOO_LATE_CODE, now))) return [];
  return [refundedEvent(order, payment.amount, PAID_TOO_LATE_CODE, now)];
}

export type Settled = { outcome: 'paid' | 'released' | 'refunded' | null; events: BookingEvent[] };

/** Settles one PAYING order from the gateway's record (also the Toss webhook's way). */
export async function settleOrder(repos: Repos, gateway: Gateway, order: OrderRow, now: Date): Promise<Settled> {
  const open = (await repos.orderPayments.ofOrder(order.idx)).filter((p) => p.payStatus === 'ready');
  // A Toss attempt captured after the hold ran out is not sold late: refunded (the brief of the
  // hold is the price's and the room's). The sandbox keeps today's rule (captured = paid).
  const expired = order.holdExpiresAt <= now;
  let winner: { payment: PaymentRow; key: string } | null = null;
  for (const payment of open) {
    const key = await captured(gateway, order, payment, !(expired && payment.gatewayOrderId));
    if (key) {
      winner = { payment, key };
      break;
    }
  }
  if (!winner) {
    for (const payment of open) {
      await gateway.cancel(payment.paymentKey);
      // Captured after all (a confirm finishing just now): the charge stands, so the booking does.
      const after = await gateway.retrieve(payment.paymentKey);
      if (after?.status === 'approved') {
        winner = { payment, key: after.paymentKey };
        break;
      }
    }
  }
  if (winner && expired && winner.payment.gatewayOrderId) {
    const events = await refundTooLate(repos, gateway, order, winner.payment, winner.key, now);
    for (const payment of open) if (payment.idx !== winner.payment.idx) await repos.orderPayments.markFailed(payment.idx, PAYING_TIMEOUT_CODE, now);
    await repos.orders.release(order.idx, ['PAYING'], PAID_TOO_LATE_CODE, now);
    return { outcome: events.length ? 'refunded' : null, events };
  }
  if (winner) {
    if (winner.payment.gatewayOrderId) await repos.orderPayments.setGatewayKey(winner.payment.idx, winner.key, now);
    await repos.orders.markPaid(order.idx, winner.payment.idx, now);
    await voidOtherPayments(repos, gateway, order.idx, winner.payment.idx, now);
    return { outcome: 'paid', events: [] };
  }
  for (const payment of open) await repos.orderPayments.markFailed(payment.idx, PAYING_TIMEOUT_CODE, now);
  return { outcome: (await repos.orders.release(order.idx, ['PAYING'], PAYING_TIMEOUT_CODE, now)) ? 'released' : null, events: [] };
}

/**
 * Settles every order PAYING for longer than `staleSeconds` at `now`. Tests call it directly. A
 * gateway that does not answer leaves the order for the next run. `transport`: the guest's notices.
 */
export async function reconcilePaying(db: Db, gateway: Gateway, now: Date, staleSeconds = 60, transport?: MessageTransport): Promise<ReconcileReport> {
  const repos = reposOf(db);
  const report: ReconcileReport = { paid: 0, released: 0, refunded: 0 };
  const stuck = await repos.orders.stuckPaying(new Date(now.getTime() - staleSeconds * 1000));
  for (const order of stuck) {
    let settled: Settled;
    try {
      settled = await settleOrder(repos, gateway, order, now);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) continue;
      throw error;
    }
    if (settled.outcome) report[settled.outcome] += 1;
    await sendBookingNotices(db, transport, settled.events, now);
  }
  return report;
}
