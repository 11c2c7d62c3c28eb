// POST /payments/confirm {orderNum, paymentKey, amount}: the return from the gateway's success URL.
// Checks the amount against the ORDER's (the browser's number is only compared), then charges at
// most once: the order's hold moves HELD -> PAYING for exactly one caller (a conditional UPDATE);
// every other caller (double click, retry, replayed callback) waits for that one and gets the same
// answer. POST /payments/fail {orderNum, paymentKey}: the return from the fail URL.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { gatewayFor } from '../../payment';
import { bookingFail } from '../failures';
import { voidOtherPayments } from '../use-cases/reconcile-paying';
import { stockMoved } from '../../catalog';
import { bookAfterPayment, channelSettlement } from '../use-cases/supplier-book';
import type { ExtraPayments } from './extra-payments';
import { AMOUNT, ORDER_NUM, ownOrder, paidAnswer, PAYMENT_KEY } from './payment-common';
import { reposOf } from '../stores';

export const ConfirmBody = v.strictObject({ orderNum: ORDER_NUM, paymentKey: PAYMENT_KEY, amount: AMOUNT });
export const FailBody = v.strictObject({ orderNum: ORDER_NUM, paymentKey: PAYMENT_KEY });

/** How long a twin confirm waits for the one talking to the gateway. */
const WAIT_MS = 15_000;
const POLL_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function confirmRoutes(app: FastifyInstance, extras: ExtraPayments): Promise<void> {
  const repos = reposOf(app.database.orm);
  const gateway = () => gatewayFor(app.database, app.clock);

  const payment = async (order: OrderRow, paymentKey: string, request: FastifyRequest): Promise<PaymentRow> => {
    const row = await repos.orderPayments.find(order.idx, paymentKey);
    if (!row) throw bookingFail('ORDER_NOT_FOUND', request.locale);
    return row;
  };

  /** Unpaid and over: void at the gateway (a late approval can never be charged), give back. */
  const releaseUnpaid = async (order: OrderRow, pay: PaymentRow, code: string, from: ('HELD' | 'PAYING')[]) => {
    await gateway().cancel(pay.paymentKey);
    await repos.orderPayments.markFailed(pay.idx, code, app.clock());
    if (await repos.orders.release(order.idx, from, code, app.clock())) await stockMoved(app.database.orm, order.productIdx);
  };

  /** The answer once the order has settled (paid, failed, released), after any twin finished. */
  const settled = async (order: OrderRow, paymentKey: string, request: FastifyRequest) => {
    const locale = request.locale;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      // Order first, then payment: SOLD and `complete` commit together, so a SOLD order read
      // before its payment always shows the payment complete (parallel reads could disagree).
      const o = await repos.orders.byIdx(order.idx);
      const p = await payment(order, paymentKey, request);
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
      if (p.payStatus === 'complete') return paidAnswer(o.holdState === 'SOLD' ? o : ((await repos.orders.byIdx(order.idx)) ?? o), p);
      if (o.holdState === 'SOLD') throw bookingFail('ALREADY_PAID', locale);
      if (p.payStatus === 'fail') throw bookingFail(p.failCode === 'HOLD_EXPIRED' ? 'HOLD_EXPIRED' : 'PAYMENT_DECLINED', locale, { failCode: p.failCode });
      if (o.holdState === 'RELEASED') throw bookingFail('HOLD_EXPIRED', locale);
      if (o.holdState === 'HELD') return null; // nobody is confirming: the caller may claim
      if (Date.now() > deadline) throw bookingFail('PAYMENT_IN_PROGRESS', locale);
      await sleep(POLL_MS);
    }
  };

  app.post('/payments/confirm', { onRequest: app.authenticate, schema: { body: ConfirmBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof ConfirmBody>;
    const locale = request.locale;
    const order = await ownOrder(app, body.orderNum, userIdx, locale);
    // An additional payment's key (POST /v1/add-payments) is settled on its own: one charge.
    const addPaid = await extras.confirm(app, order, body, locale);
    if (addPaid) return ok(addPaid);
    const pay = await payment(order, body.paymentKey, request);
    if (pay.payStatus === 'complete' && !order.channelCode) return ok(paidAnswer((await repos.orders.byIdx(order.idx)) ?? order, pay));
    // A tampered callback: nothing is charged, the hold stays for the real confirmation.
    if (body.amount !== order.totalAmount || body.amount !== pay.amount) throw bookingFail('AMOUNT_MISMATCH', locale, { amount: order.totalAmount });

    for (;;) {
      const done = await settled(order, body.paymentKey, request);
      if (done) return ok(done);
      const now = app.clock();
      if (await repos.orders.claimForPayment(order.idx, now)) break;
      const fresh = await repos.orders.byIdx(order.idx);
      if (fresh?.holdState === 'HELD' && fresh.holdExpiresAt <= now) {
        await releaseUnpaid(order, pay, 'HOLD_EXPIRED', ['HELD']);
        throw bookingFail('HOLD_EXPIRED', locale);
      }
    }

    // This request alone talks to the gateway for this order now.
    let result;
    try {
      result = await gateway().confirm(pay.paymentKey, order.orderNum, order.totalAmount);
    } catch (error) {
      await repos.orders.unclaim(order.idx, app.clock());
      request.log.error({ err: error, orderNum: order.orderNum }, 'gateway confirm failed');
      throw bookingFail('GATEWAY_ERROR', locale);
    }
    if (result.status === 'approved') {
      await repos.orders.markPaid(order.idx, pay.idx, app.clock());
      await voidOtherPayments(repos, gateway(), order.idx, pay.idx, app.clock());
      // External channel: this request alone claimed the order, so it alone books at the supplier.
      if (order.channelCode) {
        await bookAfterPayment(app, order.idx);
        return ok(await settled(order, pay.paymentKey, request));
      }
      const [o, p] = await Promise.all([repos.orders.byIdx(order.idx), payment(order, pay.paymentKey, request)]);
      return ok(paidAnswer(o!, p));
    }
    if (result.code === 'NOT_APPROVED') {
      // The buyer has not decided at the gateway yet: keep the hold, let them finish.
      await repos.orders.unclaim(order.idx, app.clock());
      throw bookingFail('PAYMENT_NOT_APPROVED', locale);
    }
    await releaseUnpaid(order, pay, result.code, ['PAYING']);
    throw bookingFail('PAYMENT_DECLINED', locale, { failCode: result.code });
  });

  app.post('/payments/fail', { onRequest: app.authenticate, schema: { body: FailBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof FailBody>;
    const order = await ownOrder(app, body.orderNum, userIdx, request.locale);
    const addFailed = await extras.fail(app, order, body.paymentKey, request.locale);
    if (addFailed) return ok(addFailed);
    const pay = await payment(order, body.paymentKey, request);
    const status = await gateway().retrieve(pay.paymentKey);
    // The browser says it failed; the gateway decides. A captured payment is confirmed instead.
    if (pay.payStatus === 'complete' || status?.status === 'approved') throw bookingFail('ALREADY_PAID', request.locale);
    if (order.holdState === 'HELD') await releaseUnpaid(order, pay, status?.status === 'declined' ? 'PAY_DECLINED' : 'USER_CANCEL', ['HELD']);
    const o = await repos.orders.byIdx(order.idx);
    const p = await payment(order, pay.paymentKey, request);
    return ok({ orderNum: order.orderNum, orderProductStatus: o!.status, payStatus: p.payStatus, failCode: p.failCode, released: o!.holdState === 'RELEASED' });
  });
}
