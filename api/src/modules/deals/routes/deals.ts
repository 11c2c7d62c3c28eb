// Event deals (SPEC §7 "Event products"): GET /v1/event-products/awesome/{id} is the deal page's
// content, POST /v1/event-products/sale-dates/{id} its sale dates and state as of the server's
// clock (the page counts down from them); GET /v1/event-products/awesome lists the site's own
// deals (the ones with an event page). With the demo outbox on, a demo-only
// POST /v1/event-products/dev/sale-start/{id} {inDays}, for staff with the content role, moves a
// deal's sale to start that many days from today (0 = it opens now) and runs the advance-notice
// sweep once, as the running server does every minute by itself.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { outboxEnabled } from '../../../config/modes';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { msg } from '../../../lib/fields';
import { IdParams } from '../../pricing';
import { dealPage, moveSaleStart, ownDeals, saleDates } from '../use-cases/deal-page';

const Params = IdParams('id');
const Empty = v.optional(v.strictObject({}));
const SaleStart = v.strictObject({ inDays: v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(0, msg('INVALID')), v.maxValue(60, msg('INVALID'))) });

export const eventDealRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/event-products/awesome/:id', { schema: { params: Params } }, async (request) => {
    const { id } = request.params as { id: number };
    const now = app.clock();
    return ok({ event: await dealPage(app, id, request.locale, now), serverTime: now.toISOString() });
  });

  app.post('/v1/event-products/sale-dates/:id', { schema: { params: Params, body: Empty } }, async (request) => {
    const { id } = request.params as { id: number };
    const now = app.clock();
    return ok({ ...(await saleDates(app, id, request.locale, now)), serverTime: now.toISOString() });
  });

  app.get('/v1/event-products/awesome', async (request) => ok({ events: await ownDeals(app, request.locale, app.clock()) }));

  if (outboxEnabled(app.env)) {
    app.post('/v1/event-products/dev/sale-start/:id', { schema: { params: Params, body: SaleStart }, onRequest: app.authenticate }, async (request) => {
      const { id } = request.params as { id: number };
      const { inDays } = request.body as v.InferOutput<typeof SaleStart>;
      return ok(await moveSaleStart(app, requireAuth(request).userIdx, id, inDays, request.locale, app.clock()));
    });
  }
};
