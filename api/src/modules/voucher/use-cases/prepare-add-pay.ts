// Prepare an additional payment (POST /v1/add-payments): an extra of a booking (extra bed ...)
// paid from the voucher. Opens a gateway payment for the additional payment's SERVER-FIXED
// amount, like the booking's own prepare; the gateway's orderId is the booking's number, so its
// return reaches the payment service's confirm and fail, which ask `confirmAddPay` / `failAddPay`
// (add-pay-confirm.ts) first. Idempotent per (additional payment, method) while ready.
import type { FastifyInstance } from 'fastify';
import type { PayMethod } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { safeReturnPath } from '../../../lib/return-path';
import { bookingFail } from '../../booking';
import { AppError } from '../../../lib/app-error';
import { absoluteOn, gatewayFor, methodLabel, PENDING_PREFIX, pendingKey, TOSS_ORDER_ID, tossCheckout } from '../../payment';
import { lmsFail } from '../failures';
import { isCancelled } from '../rules/status';
import { reposOf } from '../stores';

export interface PrepareAddPayRequest {
  orderAddPayIdx: number;
  /** The booking it belongs to (the order's idx): another booking's extra is not found. */
  orderProductIdx: number;
  method: PayMethod;
  /** Paths on this site (default: the voucher page, `&failed=1` on failure). */
  successUrl?: string;
  failUrl?: string;
  userIdx: number;
  locale: Locale;
  /** This site's origin for Toss's absolute return URLs (PUBLIC_ORIGIN, else the request's). */
  origin?: string;
}

export async function prepareAddPay(app: FastifyInstance, req: PrepareAddPayRequest) {
  const { method, locale } = req;
  const { vouchers, addPayments } = reposOf(app.database.orm);
  const addPay = await addPayments.byIdx(req.orderAddPayIdx);
  const order = addPay && addPay.orderIdx === req.orderProductIdx ? await vouchers.order({ idx: addPay.orderIdx }) : undefined;
  // Someone else's additional payment is not found, like their order.
  if (!addPay || !order || order.userIdx !== req.userIdx) throw lmsFail('ADD_PAY_NOT_FOUND', locale);
  if (addPay.state === 'PAID') throw bookingFail('ALREADY_PAID', locale);
  if (isCancelled(order.status)) throw lmsFail('ADD_PAY_CLOSED', locale);
  const now = app.clock();
  const gateway = gatewayFor(app.database, app.clock);
  const previous = await addPayments.attempts(addPay.idx);
  const ready = previous.find((p) => p.payStatus === 'ready' && p.payMethod === method && p.paymentKey.startsWith(PENDING_PREFIX) === (gateway.name === 'toss'));
  // Same additional payment, same method, still open: the same key, so the gateway returns the same payment.
  const idempotencyKey = ready?.idempotencyKey ?? `${order.orderNum}-AP${addPay.idx}-${method}-${previous.length + 1}`;
  const back = `/lms/${order.orderNum}?orderAddPayIdx=${addPay.idx}`;
  if (gateway.name === 'toss') {
    // Toss names the payment when the buyer pays in its window: the attempt is known by its own
    // orderId until the confirm (`order:<orderId>` in place of the key, toss-gateway.ts).
    const orderId = ready ? ready.paymentKey.slice(PENDING_PREFIX.length) : `${order.orderNum}-A${addPay.idx}-${previous.length + 1}`;
    if (!TOSS_ORDER_ID.test(orderId)) throw new AppError('PAYMENTS_UNAVAILABLE');
    const attempt = ready ?? (await addPayments.insertAttemptOnce({ addPayIdx: addPay.idx, paymentKey: pendingKey(orderId), idempotencyKey, gateway: 'toss', payMethod: method, amount: addPay.amount }, now));
    const origin = app.env.publicOrigin ?? req.origin ?? '';
    return {
      gateway: 'toss' as const,
      orderNum: order.orderNum,
      orderAddPayIdx: addPay.idx,
      orderProductIdx: order.idx,
      paymentKey: null,
      checkoutUrl: null,
      amount: attempt.amount,
      method,
      methodLabel: methodLabel(method, locale),
      toss: tossCheckout(app.env, req.userIdx, {
        method,
        amount: attempt.amount,
        orderId: attempt.paymentKey.slice(PENDING_PREFIX.length),
        orderName: `${order.orderNum} ${addPay.titleKo}`,
        successUrl: absoluteOn(origin, safeReturnPath(req.successUrl ?? back)),
        failUrl: absoluteOn(origin, safeReturnPath(req.failUrl ?? `${back}&failed=1`)),
      }),
    };
  }
  const prepared = await gateway.prepare({
    // The gateway's orderId is the booking's number: the return URL carries it back for confirm.
    orderId: order.orderNum,
    orderName: `${order.orderNum} ${addPay.titleKo}`.slice(0, 100),
    amount: addPay.amount,
    method,
    idempotencyKey,
    successUrl: safeReturnPath(req.successUrl ?? back),
    failUrl: safeReturnPath(req.failUrl ?? `${back}&failed=1`),
  });
  if (!prepared.paymentKey) throw new AppError('PAYMENTS_UNAVAILABLE');
  const attempt = await addPayments.insertAttemptOnce({ addPayIdx: addPay.idx, paymentKey: prepared.paymentKey, idempotencyKey, gateway: gateway.name, payMethod: method, amount: addPay.amount }, now);
  return {
    gateway: 'sandbox' as const,
    orderNum: order.orderNum,
    orderAddPayIdx: addPay.idx,
    orderProductIdx: order.idx,
    paymentKey: attempt.paymentKey,
    checkoutUrl: prepared.checkoutUrl,
    amount: attempt.amount,
    method,
    methodLabel: methodLabel(method, locale),
  };
}
