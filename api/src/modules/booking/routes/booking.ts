// POST /v1/books/{productIdx}/order-type/{type}/ids/{accoms}/rooms/{rooms}/rateplan/{rateplan}
// (SPEC §7 Bookings, the payment page's data) and .../order (creates the PENDING order with its
// hold). Members only. Contract and invariants: README.md of this module.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import type { BookingConfig } from '../config';
import { BookParams, OrderBody, QuoteBody, type BookParamsInput, type OrderBodyInput, type QuoteBodyInput } from '../rules/requests';
import { placeOrder } from '../use-cases/place-order';
import { quoteForPage } from '../use-cases/quote-for-page';
import { answerOf } from './outcome';

const BOOK_URL = '/v1/books/:productIdx/order-type/:type/ids/:accoms/rooms/:rooms/rateplan/:rateplan';

export async function bookingRoutes(app: FastifyInstance, config: BookingConfig): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.post(BOOK_URL, { ...auth, schema: { params: BookParams, body: QuoteBody } }, async (request) => {
    const params = request.params as BookParamsInput;
    const body = request.body as QuoteBodyInput;
    return ok(await quoteForPage(app, { params, body, userIdx: requireAuth(request).userIdx, locale: request.locale, holdTtlSeconds: config.holdTtlSeconds }));
  });

  app.post(`${BOOK_URL}/order`, { ...auth, schema: { params: BookParams, body: OrderBody } }, async (request, reply) => {
    const params = request.params as BookParamsInput;
    const body = request.body as OrderBodyInput;
    const placed = await placeOrder(app, { params, body, userIdx: requireAuth(request).userIdx, ip: request.ip, locale: request.locale, holdTtlSeconds: config.holdTtlSeconds });
    const answer = answerOf(placed);
    reply.code(201);
    return ok(answer);
  });
}
