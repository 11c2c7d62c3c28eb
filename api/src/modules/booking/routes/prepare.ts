// POST /payments/prepare {orderNum, method, successUrl?, failUrl?}: opens a gateway payment for the
// order's SERVER-FIXED amount and answers where to send the buyer. Idempotent per (order, method)
// while the payment is ready: a double click gets the same paymentKey.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { PAY_METHODS, type PayMethod } from '../../../db/schema/orders';
import { ok } from '../../../lib/envelope';
import { safeReturnPath } from '../../../lib/return-path';
import { requireAuth } from '../../../plugins/auth';
import { gatewayFor } from '../../payment';
import { methodLabel } from '../../payment';
import { bookingFail } from '../failures';
import { ORDER_NUM, ownOrder } from './payment-common';
import { reposOf } from '../stores';

const RETURN_PATH = v.pipe(v.string(), v.maxLength(300), v.startsWith('/'));

export const PrepareBody = v.strictObject({
  orderNum: ORDER_NUM,
  method: v.picklist(PAY_METHODS),
  successUrl: v.optional(RETURN_PATH),
  failUrl: v.optional(RETURN_PATH),
});

export async function prepareRoute(app: FastifyInstance): Promise<void> {
  app.post('/payments/prepare', { onRequest: app.authenticate, schema: { body: PrepareBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof PrepareBody>;
    const locale = request.locale;
    const order = await ownOrder(app, body.orderNum, userIdx, locale);
    const now = app.clock();
    if (order.holdState === 'SOLD') throw bookingFail('ALREADY_PAID', locale);
    if (order.holdState !== 'HELD' || order.holdExpiresAt <= now) throw bookingFail('HOLD_EXPIRED', locale);
    if (!app.env.paymentGateway) throw new AppError('PAYMENTS_UNAVAILABLE');
    const gateway = gatewayFor(app.database, app.clock);
    const method = body.method as PayMethod;
    const previous = await reposOf(app.database.orm).orderPayments.ofOrder(order.idx);
    const ready = previous.find((p) => p.payStatus === 'ready' && p.payMethod === method);
    // Same order, same method, still open: the same key, so the gateway returns the same payment.
    const idempotencyKey = ready?.idempotencyKey ?? `${order.orderNum}-${method}-${previous.length + 1}`;
    const prepared = await gateway.prepare({
      orderId: order.orderNum,
      orderName: `${order.orderNum} (${order.nights}N)`,
      amount: order.totalAmount,
      method,
      idempotencyKey,
      successUrl: safeReturnPath(body.successUrl ?? `/payment/result?orderNum=${order.orderNum}`),
      failUrl: safeReturnPath(body.failUrl ?? `/payment/result?orderNum=${order.orderNum}&failed=1`),
    });
    const payment = await reposOf(app.database.orm).orderPayments.insertOnce(
      { orderIdx: order.idx, paymentKey: prepared.paymentKey, idempotencyKey, gateway: gateway.name, payMethod: method, amount: order.totalAmount },
      now,
    );
    return ok({
      orderNum: order.orderNum,
      paymentKey: payment.paymentKey,
      checkoutUrl: prepared.checkoutUrl,
      amount: payment.amount,
      method,
      methodLabel: methodLabel(method, locale),
      holdExpiresAt: order.holdExpiresAt.toISOString(),
    });
  });
}
