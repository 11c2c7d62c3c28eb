// Confirm a booking's payment (POST /payments/confirm {orderNum, paymentKey, amount}: the return
// from the gateway's success URL). One charge per payment: the amount is checked against the
// ORDER's (the browser's number is only compared, the price shown is the price charged), then the
// order's hold moves HELD -> PAYING for exactly one caller (a conditional UPDATE), which alone
// talks to the gateway; every other caller (double click, retry, replayed callback) waits for
// that one and answers the same. An external channel's booking is then sent to its supplier by
// the same caller, and twins wait for the supplier's answer too. An extra's key (an additional
// payment from the voucher) is settled by the extras first.
// With Toss the attempt is found by its own orderId (the success URL's), not by the paymentKey
// Toss just made: order, orderId and amount are checked BEFORE Toss is asked (a tampered success
// URL changes nothing), Toss's answer is checked again (orderId, totalAmount), and its paymentKey
// is stored on the attempt. A confirm whose outcome is unknown (timeout, 5xx) leaves the order
// PAYING: reconciliation reads Toss's record and settles it (reconcile-paying.ts).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { gatewayFor, GatewayUnavailableError, tossBuyerMessage, tossFailure, type ConfirmResult } from '../../payment';
import { paidEvent, type Outcome } from '../events';
import { bookingFail } from '../failures';
import { confirmationMessages, writeAll } from '../notices';
import { reposOf } from '../stores';
import type { ExtraPayments } from './extra-payments';
import { orderPayment, ownOrder } from './own-order';
import { voidOtherPayments } from './reconcile-paying';
import { releaseUnpaid } from './release-unpaid';
import { bookAfterPayment, channelSettlement } from './supplier-book';

/** How long a twin confirm waits for the one talking to the gateway (or the supplier). */
const WAIT_MS = 15_000;
const POLL_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ConfirmRequest {
  orderNum: string;
  paymentKey: string;
  /** What the browser says was paid: compared with the order's total, never used. */
  amount: number;
  /** Toss: the attempt's orderId from the success URL (else the order's open Toss attempt). */
  orderId?: string;
  userIdx: number;
  locale: Locale;
  /** The request's logger (a gateway that did not answer is logged there). */
  log?: FastifyBaseLogger;
}

/** The answer of a paid booking (the same for the one that charged and for its twins). */
export function paidAnswer(order: OrderRow, payment: PaymentRow) {
  return {
    orderNum: order.orderNum,
    orderProductStatus: 'confirm' as const,
    payStatus: 'complete' as const,
    paymentKey: payment.paymentKey,
    payMethod: payment.payMethod,
    /** Our own inventory: issued with the payment (store/orders.ts markPaid). */
    confirmNum: order.confirmNum,
    totalAmount: order.totalAmount,
    payDate: (payment.payDate ?? payment.updatedAt).toISOString(),
  };
}

/** The answer once the order has settled (paid, failed, released), after any twin finished; null = nobody is confirming, the caller may claim. */
async function settled(app: FastifyInstance, order: OrderRow, paymentIdx: number, locale: Locale) {
  const orders = reposOf(app.database.orm).orders;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // Order first, then payment: SOLD and `complete` commit together, so a SOLD order read
    // before its payment always shows the payment complete (parallel reads could disagree).
    const o = await orders.byIdx(order.idx);
    const p = await paymentOf(app, order, paymentIdx, locale);
    if (!o) throw bookingFail('ORDER_NOT_FOUND', locale);
    if (o.channelCode && (p.payStatus === 'complete' || p.payStatus === 'cancel')) {
      // External channel: twins wait while the supplier is asked, then answer its outcome.
      const channel = await channelSettlement(app, o.idx, locale);
      if (channel === 'WAIT' && Date.now() <= deadline) {
        await sleep(POLL_MS);
        continue;
      }
      const status = channel === 'WAIT' ? 'confirm_wait' : channel.status;
      if (p.payStatus === 'complete') return { ...paidAnswer(o, p), orderProductStatus: status, confirmNum: channel === 'WAIT' ? null : channel.confirmNum };
    }
    // `o` may have been read just before the payment committed: the answer reads it again.
    if (p.payStatus === 'complete') return paidAnswer(o.holdState === 'SOLD' ? o : ((await orders.byIdx(order.idx)) ?? o), p);
    if (o.holdState === 'SOLD') throw bookingFail('ALREADY_PAID', locale);
    if (p.payStatus === 'fail') throw bookingFail(p.failCode === 'HOLD_EXPIRED' ? 'HOLD_EXPIRED' : 'PAYMENT_DECLINED', locale, { failCode: p.failCode });
    if (o.holdState === 'RELEASED') throw bookingFail('HOLD_EXPIRED', locale);
    if (o.holdState === 'HELD') return null;
    if (Date.now() > deadline) throw bookingFail('PAYMENT_IN_PROGRESS', locale);
    await sleep(POLL_MS);
  }
}

/** One attempt of this order by our idx (its gateway key may change at the confirm: Toss). */
async function paymentOf(app: FastifyInstance, order: OrderRow, paymentIdx: number, locale: Locale): Promise<PaymentRow> {
  const row = await reposOf(app.database.orm).orderPayments.byIdx(paymentIdx);
  if (!row || row.orderIdx !== order.idx) throw bookingFail('ORDER_NOT_FOUND', locale);
  return row;
}

/**
 * Toss: the attempt the success URL names (its orderId), else the order's open Toss attempt. A
 * payment key other than the one Toss already gave this attempt is another payment: not found.
 */
async function tossAttempt(app: FastifyInstance, order: OrderRow, req: ConfirmRequest): Promise<PaymentRow> {
  const { locale } = req;
  const payments = reposOf(app.database.orm).orderPayments;
  const attempts = (await payments.ofOrder(order.idx)).filter((p) => p.gatewayOrderId);
  const pay = req.orderId
    ? attempts.find((p) => p.gatewayOrderId === req.orderId)
    : (attempts.find((p) => p.paymentKey === req.paymentKey) ?? attempts.find((p) => p.payStatus === 'ready'));
  if (!pay) throw bookingFail('ORDER_NOT_FOUND', locale);
  if (!pay.paymentKey.startsWith('order:') && pay.paymentKey !== req.paymentKey) throw bookingFail(pay.payStatus === 'complete' ? 'ALREADY_PAID' : 'ORDER_NOT_FOUND', locale);
  return pay;
}

/**
 * Charges the booking at most once. Events: `booking.paid` from the caller that charged (never
 * from its twins); `booking.released` when the payment was declined or the hold ran out, which
 * also refuses (PAYMENT_DECLINED, HOLD_EXPIRED).
 */
export async function confirmPayment(app: FastifyInstance, req: ConfirmRequest, extras: ExtraPayments): Promise<Outcome<object>> {
  const { locale } = req;
  const orders = reposOf(app.database.orm).orders;
  const order = await ownOrder(app, req.orderNum, req.userIdx, locale);
  // An additional payment's key (POST /v1/add-payments) is settled on its own: one charge.
  const addPaid = await extras.confirm(app, order, { paymentKey: req.paymentKey, amount: req.amount, orderId: req.orderId }, locale);
  if (addPaid) return { answer: addPaid, events: [] };
  const toss = gatewayFor(app.database, app.clock).name === 'toss';
  const pay = toss ? await tossAttempt(app, order, req) : await orderPayment(app, order, req.paymentKey, locale);
  if (pay.payStatus === 'complete' && !order.channelCode) return { answer: paidAnswer((await orders.byIdx(order.idx)) ?? order, pay), events: [] };
  // A tampered callback: nothing is charged, the hold stays for the real confirmation.
  if (req.amount !== order.totalAmount || req.amount !== pay.amount) throw bookingFail('AMOUNT_MISMATCH', locale, { amount: order.totalAmount });

  for (;;) {
    const done = await settled(app, order, pay.idx, locale);
    if (done) return { answer: done, events: [] };
    const now = app.clock();
    if (await orders.claimForPayment(order.idx, now)) break;
    const fresh = await orders.byIdx(order.idx);
    if (fresh?.holdState === 'HELD' && fresh.holdExpiresAt <= now) {
      const events = await releaseUnpaid(app, order, pay, 'HOLD_EXPIRED', ['HELD']);
      return { refusal: bookingFail('HOLD_EXPIRED', locale), events };
    }
  }
  return charge(app, req, order, pay);
}

/** This request alone talks to the gateway for this order now (it holds the PAYING claim). */
async function charge(app: FastifyInstance, req: ConfirmRequest, order: OrderRow, pay: PaymentRow): Promise<Outcome<object>> {
  const { locale } = req;
  const repos = reposOf(app.database.orm);
  const gateway = gatewayFor(app.database, app.clock);
  let result: ConfirmResult;
  try {
    // Toss: the key Toss gave the buyer, for this attempt's own orderId; the sandbox: ours.
    result = pay.gatewayOrderId ? await gateway.confirm(req.paymentKey, pay.gatewayOrderId, order.totalAmount) : await gateway.confirm(pay.paymentKey, order.orderNum, order.totalAmount);
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      // The charge may have happened: the order stays PAYING (no expiry, no second confirm) until
      // reconciliation reads the gateway's record (reconcile-paying.ts).
      (req.log ?? app.log).warn({ orderNum: order.orderNum, gatewayCode: error.gatewayCode, why: error.message }, 'gateway confirm outcome unknown: left for reconciliation');
      throw bookingFail('PAYMENT_IN_PROGRESS', locale);
    }
    await repos.orders.unclaim(order.idx, app.clock());
    (req.log ?? app.log).error({ err: error, orderNum: order.orderNum }, 'gateway confirm failed');
    throw bookingFail('GATEWAY_ERROR', locale);
  }
  if (result.status === 'approved') {
    const paidAt = app.clock();
    if (pay.gatewayOrderId) await repos.orderPayments.setGatewayKey(pay.idx, result.paymentKey, paidAt);
    // Our own rooms are confirmed by the payment: the confirmation commits with it. A channel's
    // booking is announced once its supplier confirmed (the booking.paid event, later).
    const notice = order.channelCode ? [] : await confirmationMessages(app, { ...order, status: 'confirm' }, pay.payMethod, locale).catch((error: unknown) => {
      (req.log ?? app.log).error({ err: error, orderNum: order.orderNum }, 'booking confirmation not rendered: sent after the payment instead');
      return [];
    });
    await repos.orders.markPaid(order.idx, pay.idx, paidAt, notice.length ? (tx) => writeAll(app.transport, tx, paidAt, notice) : undefined);
    const events = [paidEvent(order, paidAt)];
    try {
      await voidOtherPayments(repos, gateway, order.idx, pay.idx, app.clock());
      // External channel: this request alone claimed the order, so it alone books at the supplier.
      if (order.channelCode) {
        await bookAfterPayment(app, order.idx);
        // The payment is complete now, so the settled answer is never null.
        return { answer: (await settled(app, order, pay.idx, locale))!, events };
      }
      const [o, p] = await Promise.all([repos.orders.byIdx(order.idx), paymentOf(app, order, pay.idx, locale)]);
      return { answer: paidAnswer(o!, p), events };
    } catch (error) {
      // Charged either way: a refusal after the charge (the supplier refused and it was refunded) keeps the event.
      if (error instanceof AppError) return { refusal: error, events };
      throw error;
    }
  }
  if (result.code === 'NOT_APPROVED' || result.code === 'NOT_FOUND' || result.code === 'REFUSED') {
    // The buyer has not decided at the gateway yet, or the gateway knows no such payment (a made-up
    // key) or refused our request: nothing was charged; keep the hold, let them finish.
    await repos.orders.unclaim(order.idx, app.clock());
    if (result.code === 'REFUSED') (req.log ?? app.log).error({ orderNum: order.orderNum, gatewayCode: result.gatewayCode }, 'gateway refused our confirm');
    throw bookingFail(result.code === 'REFUSED' ? 'GATEWAY_ERROR' : 'PAYMENT_NOT_APPROVED', locale, result.gatewayCode ? { gatewayCode: result.gatewayCode } : {});
  }
  const events = await releaseUnpaid(app, order, pay, result.code, ['PAYING']);
  // Toss's code and the issuer's reason reach the buyer in their language (`reason`).
  const extra = result.gatewayCode ? { failCode: result.code, gatewayCode: result.gatewayCode, reason: tossBuyerMessage(tossFailure(result.gatewayCode), locale, result.reason) } : { failCode: result.code };
  return { refusal: bookingFail('PAYMENT_DECLINED', locale, extra), events };
}
