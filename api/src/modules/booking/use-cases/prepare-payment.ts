// Prepare a booking's payment (POST /payments/prepare): opens a gateway payment for the ORDER's
// server-fixed total (the price shown is the price charged; the browser sends no amount) and
// answers where to send the buyer. Idempotent per (order, method) while the payment is ready: a
// double click gets the same paymentKey. Only a hold still running may be paid.
// With Toss (PAYMENT_GATEWAY=toss) the buyer pays in Toss's SDK window and Toss names the payment
// only then: each attempt gets its own orderId (`<orderNum>-P<n>`, one per charge at Toss), and
// the answer carries what the browser hands to the SDK's requestPayment.
import type { FastifyInstance } from 'fastify';
import type { PayMethod } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { safeReturnPath } from '../../../lib/return-path';
import { absoluteOn, gatewayFor, methodLabel, pendingKey, tossCheckout, tossOrderId } from '../../payment';
import { isUniqueViolation } from '../../../db/errors';
import type { OrderRow } from '../../../db/schema/orders';
import { bookingFail } from '../failures';
import { reposOf } from '../stores';
import { ownOrder } from './own-order';

export interface PrepareRequest {
  orderNum: string;
  method: PayMethod;
  /** Paths on this site the gateway returns to (default: the payment result page). */
  successUrl?: string;
  failUrl?: string;
  userIdx: number;
  locale: Locale;
  /** This site's origin for the gateway's absolute return URLs (PUBLIC_ORIGIN, else the request's). */
  origin?: string;
}

export async function preparePayment(app: FastifyInstance, req: PrepareRequest) {
  const { method, locale } = req;
  const order = await ownOrder(app, req.orderNum, req.userIdx, locale);
  const now = app.clock();
  if (order.holdState === 'SOLD') throw bookingFail('ALREADY_PAID', locale);
  if (order.holdState !== 'HELD' || order.holdExpiresAt <= now) throw bookingFail('HOLD_EXPIRED', locale);
  if (!app.env.paymentGateway) throw new AppError('PAYMENTS_UNAVAILABLE');
  const gateway = gatewayFor(app.database, app.clock);
  if (gateway.name === 'toss') return prepareToss(app, req, order);
  const payments = reposOf(app.database.orm).orderPayments;
  const previous = await payments.ofOrder(order.idx);
  const ready = previous.find((p) => p.payStatus === 'ready' && p.payMethod === method);
  // Same order, same method, still open: the same key, so the gateway returns the same payment.
  const idempotencyKey = ready?.idempotencyKey ?? `${order.orderNum}-${method}-${previous.length + 1}`;
  const prepared = await gateway.prepare({
    orderId: order.orderNum,
    orderName: `${order.orderNum} (${order.nights}N)`,
    amount: order.totalAmount,
    method,
    idempotencyKey,
    successUrl: safeReturnPath(req.successUrl ?? `/payment/result?orderNum=${order.orderNum}`),
    failUrl: safeReturnPath(req.failUrl ?? `/payment/result?orderNum=${order.orderNum}&failed=1`),
  });
  if (!prepared.paymentKey) throw new AppError('PAYMENTS_UNAVAILABLE');
  const payment = await payments.insertOnce({ orderIdx: order.idx, paymentKey: prepared.paymentKey, idempotencyKey, gateway: gateway.name, payMethod: method, amount: order.totalAmount }, now);
  return {
    gateway: 'sandbox' as const,
    orderNum: order.orderNum,
    paymentKey: payment.paymentKey,
    checkoutUrl: prepared.checkoutUrl,
    amount: payment.amount,
    method,
    methodLabel: methodLabel(method, locale),
    holdExpiresAt: order.holdExpiresAt.toISOString(),
  };
}

/** Toss: this attempt (one per method while open, each with its own orderId) and the SDK's request. */
async function prepareToss(app: FastifyInstance, req: PrepareRequest, order: OrderRow) {
  const { method, locale } = req;
  const payments = reposOf(app.database.orm).orderPayments;
  const now = app.clock();
  let payment;
  for (let attempt = 0; !payment; attempt += 1) {
    const previous = await payments.ofOrder(order.idx);
    const ready = previous.find((p) => p.payStatus === 'ready' && p.payMethod === method && p.gatewayOrderId);
    if (ready) {
      payment = ready;
      break;
    }
    const n = previous.length + 1;
    const gatewayOrderId = tossOrderId(order.orderNum, 'P', n);
    try {
      payment = await payments.insertOnce({ orderIdx: order.idx, paymentKey: pendingKey(gatewayOrderId), gatewayOrderId, idempotencyKey: `${order.orderNum}-${method}-${n}`, gateway: 'toss', payMethod: method, amount: order.totalAmount }, now);
    } catch (error) {
      // A concurrent prepare (another method) took this number: count again.
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
  const origin = app.env.publicOrigin ?? req.origin ?? '';
  const successPath = safeReturnPath(req.successUrl ?? `/payment/result?orderNum=${order.orderNum}`);
  const failPath = safeReturnPath(req.failUrl ?? `/payment/result?orderNum=${order.orderNum}&failed=1`);
  return {
    gateway: 'toss' as const,
    orderNum: order.orderNum,
    amount: payment.amount,
    method,
    methodLabel: methodLabel(method, locale),
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    checkoutUrl: null,
    paymentKey: null,
    toss: tossCheckout(app.env, req.userIdx, {
      method,
      amount: payment.amount,
      orderId: payment.gatewayOrderId!,
      orderName: `${order.orderNum} (${order.nights}N)`,
      successUrl: absoluteOn(origin, successPath),
      failUrl: absoluteOn(origin, failPath),
      customerEmail: order.guestEmail,
      customerName: order.guestName,
    }),
  };
}
