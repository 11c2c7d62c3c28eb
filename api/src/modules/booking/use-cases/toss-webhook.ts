// Toss's webhook (PAYMENT_STATUS_CHANGED / CANCEL_STATUS_CHANGED) for a booking's attempt. The
// body is never trusted: it only names a payment, which is read back from Toss's API, and the
// order is then settled as reconciliation would (reconcile-paying.ts): a payment Toss holds as
// DONE books a PAYING (or still HELD) order once, and is refunded once when its order can no
// longer be sold. Replays change nothing more (conditional UPDATEs, one Idempotency-Key per refund).
import type { FastifyInstance } from 'fastify';
import { GatewayUnavailableError, tossGatewayFor } from '../../payment';
import { bookingConfig } from '../config';
import { sendBookingNotices } from '../notices';
import { reposOf } from '../stores';
import { refundTooLate, settleOrder } from './reconcile-paying';

export type WebhookOutcome = 'ignored' | 'unchanged' | 'settled' | 'refunded' | 'retry';

export async function tossWebhook(app: FastifyInstance, event: { paymentKey?: string; orderId: string }): Promise<WebhookOutcome> {
  const gateway = tossGatewayFor(app.database);
  if (!gateway) return 'ignored';
  const repos = reposOf(app.database.orm);
  const attempt = await repos.orderPayments.byGatewayOrderId(event.orderId);
  // Not a booking's attempt (another module's orderId, or not ours at all).
  if (!attempt) return 'ignored';
  let payment;
  try {
    payment = event.paymentKey ? await gateway.payment(event.paymentKey) : await gateway.paymentOfOrder(event.orderId);
  } catch (error) {
    // Toss retries a webhook that was not answered 200; it is answered 200 and reconciliation
    // reads the payment later anyway, so nothing is lost either way.
    if (error instanceof GatewayUnavailableError) return 'retry';
    throw error;
  }
  if (!payment || payment.orderId !== event.orderId) return 'ignored';
  if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') return 'unchanged';
  if (attempt.payStatus === 'complete' || attempt.payStatus === 'cancel') return 'unchanged';
  const now = app.clock();
  let order = await repos.orders.byIdx(attempt.orderIdx);
  if (!order) return 'ignored';
  // Toss charged it, and we never heard: take the order as a confirm would (one caller only).
  if (order.holdState === 'HELD') {
    if (!(await repos.orders.claimForPayment(order.idx, now))) {
      await repos.orders.release(order.idx, ['HELD'], 'HOLD_EXPIRED', now);
    }
    order = (await repos.orders.byIdx(order.idx))!;
  }
  if (order.holdState === 'PAYING') {
    // Past its hold, the charge is to be refunded; but a confirm may still be talking to Toss for
    // a moment (it claimed before the hold ran out): reconciliation refunds it once that is stale.
    if (order.holdExpiresAt <= now && now.getTime() - order.updatedAt.getTime() < bookingConfig().payingStaleSeconds * 1000) return 'unchanged';
    const settled = await settleOrder(repos, gateway, order, now);
    await sendBookingNotices(app.database.orm, app.transport, settled.events, now);
    return settled.outcome === 'refunded' ? 'refunded' : settled.outcome ? 'settled' : 'unchanged';
  }
  // Released (or sold through another attempt): this charge cannot buy anything; refund it once.
  const fresh = (await repos.orderPayments.byIdx(attempt.idx))!;
  const events = await refundTooLate(repos, gateway, order, fresh, payment.paymentKey, now);
  await sendBookingNotices(app.database.orm, app.transport, events, now);
  return events.length ? 'refunded' : 'unchanged';
}
