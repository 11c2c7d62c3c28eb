// GET /v1/lmses/{orderNum}/cancel-preview and PUT /v1/lmses/{orderNum}/cancel (SPEC §7, §4
// "Cancellation text"; README "Cancellation"; issue 10). What may be cancelled and what comes back
// is decided by ONE pure rule, src/cancellation (`previewCancellation`): the preview call shows it,
// the cancel call executes it, and refuses with 409 PREVIEW_CHANGED (and the new preview) when the
// fingerprint the member confirmed no longer matches. Unpaid holds are released. A paid booking:
// one conditional UPDATE claims it (concurrent cancels refund once), the supplier cancels
// (external channels), the gateway refunds, and one transaction gives the rooms, points and coupon
// back and records the refund.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AddPayPaymentRow, OrderRow, PaymentRow } from '../../../db/schema/orders';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import { gatewayFor } from '../../payment';
import { koreanDay } from '../../pricing';
import { freeCancelOpenOn, previewCancellation, type CancellationFacts, type CancellationPreview } from '../rules';
import { ORDER_NUM, ownOrder } from '../../booking';
import { cancelFail } from '../failures';
import { cancelAtSupplier } from '../use-cases/cancel-supplier';
import { bookingFail } from '../../booking';
import { stockMoved } from '../../catalog';
import { reposOf } from '../stores';

const CancelParams = v.strictObject({ orderNum: ORDER_NUM });
const CancelBody = v.nullish(
  v.strictObject({
    reason: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(500, msg('INVALID')))),
    /** The preview's fingerprint the member confirmed (my page always sends it). */
    fingerprint: v.optional(v.pipe(v.string(msg('TYPE')), v.regex(/^[0-9a-f]{32}$/, msg('INVALID')))),
  }),
);

/** A cancel claim older than this was left by a process that died: a new request may finish it. */
export const STALE_CANCEL_MS = 60_000;

/** SPEC §4: free cancellation up to and including the cancel date (Korean day); none when null. */
export const freeCancelOpen = (order: Pick<OrderRow, 'cancelFreeDate'>, now: Date): boolean => freeCancelOpenOn(order.cancelFreeDate, koreanDay(now));

function answer(order: OrderRow, cancelAmount: number, couponReturned: boolean, now: Date, preview: CancellationPreview) {
  return {
    preview,
    orderNum: order.orderNum,
    orderProductStatus: 'cancel' as const,
    payStatus: 'cancel' as const,
    cancelAmount,
    cancelPointAmount: order.pointAmount,
    cancelUserPointAmount: order.userPointAmount,
    couponReturned,
    cancelDate: now.toISOString(),
  };
}

export async function cancelRoutes(app: FastifyInstance): Promise<void> {
  const repos = reposOf(app.database.orm);
  const gateway = () => gatewayFor(app.database, app.clock);

  /** The facts the rule decides from, read from the order's rows. */
  const factsOf = async (order: OrderRow): Promise<{ facts: CancellationFacts; payment: PaymentRow | undefined; addPays: AddPayPaymentRow[] }> => {
    const [payRows, addPays, coupon] = await Promise.all([repos.orderPayments.ofOrder(order.idx), repos.addPayments.paidAttemptsOf(order.idx), repos.coupons.ofOrder(order.idx)]);
    const payment = payRows.find((p) => p.payStatus === 'complete');
    const facts: CancellationFacts = {
      orderNum: order.orderNum,
      status: order.status,
      holdState: order.holdState,
      cancelFreeDate: order.cancelFreeDate,
      // What a partial cancel (part-cancel.ts) already refunded is not paid any more.
      payment: payment ? { method: payment.payMethod, amount: payment.amount - payment.cancelAmount } : null,
      addPays: addPays.map((a) => ({ idx: a.idx, method: a.payMethod, amount: a.amount })),
      awesomeCash: order.pointAmount,
      welfarePoints: order.userPointAmount,
      coupon: coupon && order.couponAmount > 0 ? { couponUserIdx: coupon.coupon.idx, amount: order.couponAmount, useExpireDate: coupon.coupon.useExpireDate } : null,
    };
    return { facts, payment, addPays };
  };

  /** Refunds `amount` of a captured payment; true also when an earlier attempt already refunded it. */
  const refund = async (payment: Pick<PaymentRow, 'paymentKey'> & { cancelAmount?: number }, amount: number): Promise<boolean> => {
    const result = await gateway().cancel(payment.paymentKey, amount);
    if (result.canceled) return true;
    const state = await gateway().retrieve(payment.paymentKey);
    return state !== null && state.canceledAmount >= (payment.cancelAmount ?? 0) + amount;
  };

  /**
   * A booking's paid additional payments (extra bed ...) are refunded with it, as previewed.
   * Throws when the gateway refuses one: the cancellation stops there and can be tried again
   * (refunds already made are recorded and not repeated).
   */
  const refundAddPays = async (attempts: AddPayPaymentRow[], preview: CancellationPreview): Promise<number> => {
    const lines = preview.refunds.filter((r) => r.route === 'ADD_PAY');
    let total = 0;
    for (const [i, attempt] of attempts.entries()) {
      const amount = lines[i]?.amount ?? 0;
      if (amount <= 0) continue;
      if (!(await refund(attempt, amount))) throw new Error(`additional payment ${attempt.idx} was not refunded`);
      await repos.addPayments.markAttemptRefunded(attempt.idx, amount, app.clock());
      total += amount;
    }
    return total;
  };

  /** Unpaid: release the hold (stock, points, coupon back) and void its open gateway payments. */
  const cancelUnpaid = async (order: OrderRow, now: Date, preview: CancellationPreview) => {
    const [coupon, open] = await Promise.all([repos.coupons.ofOrder(order.idx), repos.orderPayments.ofOrder(order.idx)]);
    if (!(await repos.orders.release(order.idx, ['HELD'], 'USER_CANCEL', now))) return null;
    // A late approval at the gateway can never be charged now.
    for (const p of open.filter((row) => row.payStatus === 'ready')) await gateway().cancel(p.paymentKey);
    await stockMoved(app.database.orm, order.productIdx);
    return answer(order, 0, coupon?.coupon.state === 'reserved', now, preview);
  };

  /** Paid and claimed (cancel_wait): supplier, refund, then give back. `backTo` undoes the claim. */
  const cancelPaid = async (order: OrderRow, backTo: OrderRow['status'], locale: Locale, preview: CancellationPreview, payment: PaymentRow | undefined, addPays: AddPayPaymentRow[]) => {
    const undo = async () => repos.orderCancels.unclaim(order.idx, backTo, app.clock());
    const paymentRefund = preview.refunds.find((r) => r.route === 'PAYMENT')?.amount ?? 0;
    if (!payment) {
      await undo();
      throw cancelFail('CANCEL_FAILED', locale);
    }
    if (order.channelCode !== null) {
      let outcome;
      try {
        outcome = await cancelAtSupplier(app, order);
      } catch (error) {
        app.log.warn({ err: error, orderNum: order.orderNum }, 'supplier cancel failed');
        outcome = { refund: false, code: 'CANCEL_FAILED' } as const;
      }
      if (!outcome.refund) {
        await undo();
        throw cancelFail(outcome.code, locale);
      }
    }
    let refunded: boolean;
    let addPaysRefunded = 0;
    try {
      refunded = await refund(payment, paymentRefund);
      if (refunded) addPaysRefunded = await refundAddPays(addPays, preview);
    } catch (error) {
      refunded = false;
      app.log.error({ err: error, orderNum: order.orderNum }, 'gateway refund failed');
    }
    if (!refunded) {
      await undo();
      throw cancelFail('CANCEL_FAILED', locale);
    }
    const now = app.clock();
    const done = await repos.orderCancels.finish(order.idx, payment.idx, paymentRefund, now);
    if (!done) throw cancelFail('ALREADY_CANCELLED', locale);
    await stockMoved(app.database.orm, order.productIdx);
    return answer(done.order, paymentRefund + addPaysRefunded, done.couponReturned, now, preview);
  };

  app.get('/v1/lmses/:orderNum/cancel-preview', { onRequest: app.authenticate, schema: { params: CancelParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { orderNum } = request.params as v.InferOutput<typeof CancelParams>;
    const order = await ownOrder(app, orderNum, userIdx, request.locale);
    const { facts } = await factsOf(order);
    return ok({ preview: previewCancellation(facts, koreanDay(app.clock())) });
  });

  app.put('/v1/lmses/:orderNum/cancel', { onRequest: app.authenticate, schema: { params: CancelParams, body: CancelBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { orderNum } = request.params as v.InferOutput<typeof CancelParams>;
    const fingerprint = (request.body as v.InferOutput<typeof CancelBody>)?.fingerprint;
    const locale = request.locale;
    // A state can move under us (payment, expiry, a twin cancel): read again and decide again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const order = await ownOrder(app, orderNum, userIdx, locale);
      const now = app.clock();
      const { facts, payment, addPays } = await factsOf(order);
      if (order.status === 'cancel_wait' && order.holdState === 'SOLD') {
        // Someone is cancelling it now; only a claim left behind by a dead process is taken over,
        // with the figures of the booking as it was when claimed (within its free-cancel date).
        if (!(await repos.orderCancels.reclaimStale(order.idx, new Date(now.getTime() - STALE_CANCEL_MS), now))) throw cancelFail('ALREADY_CANCELLED', locale);
        const today = koreanDay(now);
        const claimedOn = order.cancelFreeDate !== null && order.cancelFreeDate < today ? order.cancelFreeDate : today;
        const preview = previewCancellation({ ...facts, status: 'confirm' }, claimedOn);
        return ok(await cancelPaid(order, 'confirm', locale, preview, payment, addPays));
      }
      const preview = previewCancellation(facts, koreanDay(now));
      if (fingerprint !== undefined && fingerprint !== preview.fingerprint && preview.refusal !== 'ALREADY_CANCELLED') throw cancelFail('PREVIEW_CHANGED', locale, { preview });
      if (preview.refusal === 'ALREADY_CANCELLED') throw cancelFail('ALREADY_CANCELLED', locale);
      if (preview.refusal === 'PAYMENT_IN_PROGRESS') throw bookingFail('PAYMENT_IN_PROGRESS', locale);
      if (preview.refusal === 'CANCEL_NOT_ALLOWED') throw cancelFail('CANCEL_NOT_ALLOWED', locale, { cancelDate: order.cancelFreeDate, preview });
      if (order.holdState === 'HELD') {
        const done = await cancelUnpaid(order, now, preview);
        if (done) return ok(done);
        continue;
      }
      if (await repos.orderCancels.claim(order.idx, order.status, now)) return ok(await cancelPaid(order, order.status, locale, preview, payment, addPays));
    }
    throw cancelFail('ALREADY_CANCELLED', locale);
  });
}
