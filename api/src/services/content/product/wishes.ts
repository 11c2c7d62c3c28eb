// POST /v1/wishs/products/{productIdx} toggles the member's wish; GET /v1/wishs lists them
// (SPEC §7 Wishes, §3 Wish list key `wishs`). Members only: a visitor gets 401 and the page sends
// them to /login with the return path remembered.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { IdParams } from './condition';
import { nameOf, productNotFound } from './texts';
import { DEFAULT_PRODUCT_IMAGE } from './texts';

export async function wishRoutes(app: FastifyInstance): Promise<void> {
  const repo = app.repos.productDetail;

  app.post('/v1/wishs/products/:productIdx', { schema: { params: IdParams('productIdx') }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { productIdx } = request.params as { productIdx: number };
    if (!(await repo.property(productIdx))) throw productNotFound(request.locale, productIdx);
    const wished = await repo.toggleWish(userIdx, productIdx);
    return ok({ productIdx, wished, favoriteProductIdx: wished ? productIdx : null });
  });

  app.get('/v1/wishs', { onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const [rows, types] = await Promise.all([repo.wishList(userIdx), repo.codeNames('PRODUCT_TYPE')]);
    return ok({
      wishs: rows.map((r) => {
        const type = types.get(r.property.type);
        return {
          productIdx: r.property.idx,
          productName: nameOf(r.property, request.locale),
          productType: type ? nameOf(type, request.locale) : r.property.type,
          productImg: r.img ?? DEFAULT_PRODUCT_IMAGE,
          avail: true,
          city: nameOf(r.city, request.locale),
          star: r.property.star,
          eventTag: r.eventCount > 0,
          hashTag: [],
        };
      }),
    });
  });
}
