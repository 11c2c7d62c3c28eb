// Prepare a booking's payment (POST /payments/prepare): opens a gateway payment for the ORDER's
// server-fixed total (the price shown is the price charged; the browser sends no amount) and
// answers where to send the buyer. Idempotent per (order, method) while the payment is ready: a
// double click gets the same paymentKey. Only a hold still running may be paid.
import type { FastifyInstance } from 'fastify';
import type { PayMethod } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { safeReturnPath } from '../../../lib/return-path';
import { gatewayFor, methodLabel } from '../../payment';
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
}

export async function preparePayment(app: FastifyInstance, req: PrepareRequest) {
  const { method, locale } = req;
  const order = await ownOrder(app, req.orderNum, req.userIdx, locale);
  const now = app.clock();
  if (order.holdState === 'SOLD') throw bookingFail('ALREADY_PAID', locale);
  if (order.holdState !== 'HELD' || order.holdExpiresAt <= now) throw bookingFail('HOLD_EXPIRED', locale);
  if (!app.env.paymentGateway) throw new AppError('PAYMENTS_UNAVAILABLE');
  const gateway = gatewayFor(app.database, app.clock);
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
    orderNum: order.orderNum,
    paymentKey: payment.paymentKey,
    checkoutUrl: prepared.checkoutUrl,
    amount: payment.amount,
    method,
    methodLabel: methodLabel(method, locale),
    holdExpiresAt: order.holdExpiresAt.toISOString(),
  };
}
