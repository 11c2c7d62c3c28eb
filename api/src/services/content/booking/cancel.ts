// PUT /v1/lmses/{orderNum}/cancel (SPEC §7, §4 "Cancellation text"; README "Cancellation").
// Unpaid holds are released. A paid booking is cancelled on or before its free-cancel date
// (Korean day), never after: one conditional UPDATE claims it (concurrent cancels refund once),
// the supplier cancels (external channels), the gateway refunds, and one transaction gives the
// rooms, points and coupon back and records the refund.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import { gatewayFor } from '../../../payments';
import { koreanDay } from '../../../pricing';
import { CANCELLABLE } from '../../../repositories/order-cancels';
import { ORDER_NUM, ownOrder } from '../../payment/common';
import { cancelFail } from './cancel-messages';
import { cancelAtSupplier } from './cancel-supplier';
import { bookingFail } from './messages';
import { stockMoved } from './stock-moved';

const CancelParams = v.strictObject({ orderNum: ORDER_NUM });
const CancelBody = v.nullish(v.strictObject({ reason: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(500, msg('INVALID')))) }));

/** A cancel claim older than this was left by a process that died: a new request may finish it. */
export const STALE_CANCEL_MS = 60_000;

/** SPEC §4: free cancellation up to and including the cancel date (Korean day); none when null. */
export const freeCancelOpen = (order: Pick<OrderRow, 'cancelFreeDate'>, now: Date): boolean => order.cancelFreeDate !== null && koreanDay(now) <= order.cancelFreeDate;

function answer(order: OrderRow, cancelAmount: number, couponReturned: boolean, now: Date) {
  return {
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
  const { repos } = app;
  const gateway = () => gatewayFor(app.database, app.clock);

  /** Refunds all of a captured payment; true also when an earlier attempt already refunded it. */
  const refund = async (payment: Pick<PaymentRow, 'paymentKey' | 'amount'>): Promise<boolean> => {
    const result = await gateway().cancel(payment.paymentKey, payment.amount);
    if (result.canceled) return true;
    const state = await gateway().retrieve(payment.paymentKey);
    return state !== null && state.canceledAmount >= payment.amount;
  };

  /**
   * A booking's paid additional payments (extra bed ...) are refunded with it; returns the sum.
   * Throws when the gateway refuses one: the cancellation stops there and can be tried again
   * (refunds already made are recorded and not repeated).
   */
  const refundAddPays = async (order: OrderRow): Promise<number> => {
    let total = 0;
    for (const attempt of await repos.addPayments.paidAttemptsOf(order.idx)) {
      if (!(await refund(attempt))) throw new Error(`additional payment ${attempt.idx} was not refunded`);
      await repos.addPayments.markAttemptRefunded(attempt.idx, attempt.amount, app.clock());
      total += attempt.amount;
    }
    return total;
  };

  /** Unpaid: release the hold (stock, points, coupon back) and void its open gateway payments. */
  const cancelUnpaid = async (order: OrderRow, now: Date) => {
    const [coupon, open] = await Promise.all([repos.coupons.ofOrder(order.idx), repos.orderPayments.ofOrder(order.idx)]);
    if (!(await repos.orders.release(order.idx, ['HELD'], 'USER_CANCEL', now))) return null;
    // A late approval at the gateway can never be charged now.
    for (const p of open.filter((row) => row.payStatus === 'ready')) await gateway().cancel(p.paymentKey);
    await stockMoved(repos, order.productIdx);
    return answer(order, 0, coupon?.coupon.state === 'reserved', now);
  };

  /** Paid and claimed (cancel_wait): supplier, refund, then give back. `backTo` undoes the claim. */
  const cancelPaid = async (order: OrderRow, backTo: OrderRow['status'], locale: Locale) => {
    const undo = async () => repos.orderCancels.unclaim(order.idx, backTo, app.clock());
    const payment = (await repos.orderPayments.ofOrder(order.idx)).find((p) => p.payStatus === 'complete');
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
      refunded = await refund(payment);
      if (refunded) addPaysRefunded = await refundAddPays(order);
    } catch (error) {
      refunded = false;
      app.log.error({ err: error, orderNum: order.orderNum }, 'gateway refund failed');
    }
    if (!refunded) {
      await undo();
      throw cancelFail('CANCEL_FAILED', locale);
    }
    const now = app.clock();
    const done = await repos.orderCancels.finish(order.idx, payment.idx, payment.amount, now);
    if (!done) throw cancelFail('ALREADY_CANCELLED', locale);
    await stockMoved(repos, order.productIdx);
    return answer(done.order, payment.amount + addPaysRefunded, done.couponReturned, now);
  };

  app.put('/v1/lmses/:orderNum/cancel', { onRequest: app.authenticate, schema: { params: CancelParams, body: CancelBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { orderNum } = request.params as v.InferOutput<typeof CancelParams>;
    const locale = request.locale;
    // A state can move under us (payment, expiry, a twin cancel): read again and decide again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const order = await ownOrder(app, orderNum, userIdx, locale);
      const now = app.clock();
      if (order.status === 'cancel' || order.holdState === 'RELEASED') throw cancelFail('ALREADY_CANCELLED', locale);
      if (order.status === 'cancel_wait') {
        // Someone is cancelling it now; only a claim left behind by a dead process is taken over.
        if (!(await repos.orderCancels.reclaimStale(order.idx, new Date(now.getTime() - STALE_CANCEL_MS), now))) throw cancelFail('ALREADY_CANCELLED', locale);
        return ok(await cancelPaid(order, 'confirm', locale));
      }
      if (order.holdState === 'HELD') {
        const done = await cancelUnpaid(order, now);
        if (done) return ok(done);
        continue;
      }
      if (order.holdState === 'PAYING') throw bookingFail('PAYMENT_IN_PROGRESS', locale);
      if (!CANCELLABLE.includes(order.status)) throw cancelFail('CANCEL_NOT_ALLOWED', locale, { cancelDate: order.cancelFreeDate });
      if (!freeCancelOpen(order, now)) throw cancelFail('CANCEL_NOT_ALLOWED', locale, { cancelDate: order.cancelFreeDate });
      if (await repos.orderCancels.claim(order.idx, order.status, now)) return ok(await cancelPaid(order, order.status, locale));
    }
    throw cancelFail('ALREADY_CANCELLED', locale);
  });
}
