// POST /v1/wishs/products/{productIdx} toggles the member's wish; GET /v1/wishs lists them
// (SPEC §7 Wishes, §3 Wish list key `wishs`), each priced for the default search dates
// (use-cases/list-wishes.ts). Members only: a visitor gets 401 and the page sends them to /login
// with the return path remembered.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { ConditionBody, IdParams } from '../../pricing';
import { listWishes } from '../use-cases/list-wishes';
import { toggleWish } from '../use-cases/toggle-wish';

/** Both or neither; each a valid day (checked against today by checkCondition). */
const WishQuery = v.strictObject({
  checkInDate: v.optional(ConditionBody.entries.checkInDate),
  checkOutDate: v.optional(ConditionBody.entries.checkOutDate),
});

export async function wishRoutes(app: FastifyInstance): Promise<void> {
  app.post('/v1/wishs/products/:productIdx', { schema: { params: IdParams('productIdx') }, onRequest: app.authenticate }, async (request) => {
    const { productIdx } = request.params as { productIdx: number };
    return ok(await toggleWish(app, requireAuth(request).userIdx, productIdx, request.locale));
  });

  app.get('/v1/wishs', { onRequest: app.authenticate, schema: { querystring: WishQuery } }, async (request) => {
    const query = request.query as v.InferOutput<typeof WishQuery>;
    return ok(await listWishes(app, requireAuth(request).userIdx, query, request.locale));
  });
}
