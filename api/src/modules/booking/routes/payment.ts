// A booking's payment under /api/service/payment (SPEC §7 Payment): POST /payments/prepare
// {orderNum, method, successUrl?, failUrl?}, POST /payments/confirm {orderNum, paymentKey, amount}
// (the gateway's success URL) and POST /payments/fail {orderNum, paymentKey} (its fail URL).
// Members only. The extras of a booking (additional payments) are answered first by the use cases.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { PAY_METHODS } from '../../../db/schema/orders';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { PAYMENT_KEY, TOSS_ORDER_ID } from '../../payment';
import { AMOUNT, ORDER_NUM } from '../rules/requests';
import { confirmPayment } from '../use-cases/confirm-payment';
import type { ExtraPayments } from '../use-cases/extra-payments';
import { failPayment } from '../use-cases/fail-payment';
import { preparePayment } from '../use-cases/prepare-payment';
import { answerOf } from './outcome';

const RETURN_PATH = v.pipe(v.string(), v.maxLength(300), v.startsWith('/'));

export const PrepareBody = v.strictObject({
  orderNum: ORDER_NUM,
  method: v.picklist(PAY_METHODS),
  successUrl: v.optional(RETURN_PATH),
  failUrl: v.optional(RETURN_PATH),
});
/** Toss's orderId of one attempt (6-64 of letters, digits, '-', '_'). */
const GATEWAY_ORDER_ID = v.pipe(v.string(msg('TYPE')), v.regex(TOSS_ORDER_ID, msg('INVALID')));
export const ConfirmBody = v.strictObject({ orderNum: ORDER_NUM, paymentKey: PAYMENT_KEY, amount: AMOUNT, orderId: v.optional(GATEWAY_ORDER_ID) });
/** Toss's fail URL carries no paymentKey: `code` and the attempt's `orderId` instead. */
export const FailBody = v.pipe(
  v.strictObject({ orderNum: ORDER_NUM, paymentKey: v.optional(PAYMENT_KEY), orderId: v.optional(GATEWAY_ORDER_ID), code: v.optional(v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Z0-9_]{1,64}$/, msg('INVALID')))) }),
  v.check((b) => Boolean(b.paymentKey || b.orderId), msg('REQUIRED')),
);

export async function paymentRoutes(app: FastifyInstance, extras: ExtraPayments): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.post('/payments/prepare', { ...auth, schema: { body: PrepareBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof PrepareBody>;
    return ok(await preparePayment(app, { ...body, userIdx: requireAuth(request).userIdx, locale: request.locale, origin: `${request.protocol}://${request.host}` }));
  });

  app.post('/payments/confirm', { ...auth, schema: { body: ConfirmBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof ConfirmBody>;
    return ok(answerOf(await confirmPayment(app, { ...body, userIdx: requireAuth(request).userIdx, locale: request.locale, log: request.log }, extras)));
  });

  app.post('/payments/fail', { ...auth, schema: { body: FailBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof FailBody>;
    return ok(answerOf(await failPayment(app, { ...body, userIdx: requireAuth(request).userIdx, locale: request.locale }, extras)));
  });
}
