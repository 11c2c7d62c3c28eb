// POST /v1/wishs/products/{productIdx} toggles the member's wish; GET /v1/wishs lists them
// (SPEC §7 Wishes, §3 Wish list key `wishs`). Members only: a visitor gets 401 and the page sends
// them to /login with the return path remembered. Each wish carries today's price for the
// default search dates (SPEC §9: shared/dates/default-stay.ts; 2 adults, 1 room), priced live by
// the same engine as the product page, so the wishlist and the stay's page agree. The page may send
// the default dates of the traveller's own today (`?checkInDate&checkOutDate`, as the web bar shows
// them); without them the Korean today's default is used.
import { defaultStayDays } from '@stay/shared/dates/default-stay';
import type { FastifyInstance } from 'fastify';
import { koreanDay, priceStays } from '../../pricing';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import * as v from 'valibot';
import { checkCondition, ConditionBody, IdParams } from '../../pricing';
import { nameOf, productNotFound } from '../../catalog';
import { DEFAULT_PRODUCT_IMAGE } from '../../catalog';
import { reposOf } from '../stores';

/** Both or neither; each a valid day (checked against today by checkCondition). */
const WishQuery = v.strictObject({
  checkInDate: v.optional(ConditionBody.entries.checkInDate),
  checkOutDate: v.optional(ConditionBody.entries.checkOutDate),
});

export async function wishRoutes(app: FastifyInstance): Promise<void> {
  const repo = reposOf(app.database.orm).productDetail;

  app.post('/v1/wishs/products/:productIdx', { schema: { params: IdParams('productIdx') }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { productIdx } = request.params as { productIdx: number };
    if (!(await repo.property(productIdx))) throw productNotFound(request.locale, productIdx);
    const wished = await repo.toggleWish(userIdx, productIdx);
    return ok({ productIdx, wished, favoriteProductIdx: wished ? productIdx : null });
  });

  app.get('/v1/wishs', { onRequest: app.authenticate, schema: { querystring: WishQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const query = request.query as v.InferOutput<typeof WishQuery>;
    const today = koreanDay(app.clock());
    let dates = defaultStayDays(today);
    if (query.checkInDate || query.checkOutDate) {
      if (!query.checkInDate || !query.checkOutDate) {
        throw new AppError('INVALID_INPUT', { issues: [{ field: query.checkInDate ? 'checkOutDate' : 'checkInDate', rule: 'REQUIRED' }] });
      }
      checkCondition({ adtCnt: 2, chdCnt: 0, chdAges: [], count: 1, checkInDate: query.checkInDate, checkOutDate: query.checkOutDate }, app.clock());
      dates = { checkInDate: query.checkInDate, checkOutDate: query.checkOutDate };
    }
    const [rows, types] = await Promise.all([repo.wishList(userIdx), repo.codeNames('PRODUCT_TYPE')]);
    const condition = { checkIn: dates.checkInDate, checkOut: dates.checkOutDate, adults: 2, childAges: [], rooms: 1 };
    const priced = await priceStays(reposOf(app.database.orm).catalogRates.source, rows.map((r) => r.property.idx), condition, today);
    return ok({
      priceDates: dates,
      wishs: rows.map((r) => {
        const type = types.get(r.property.type);
        const shown = priced.get(r.property.idx)?.display ?? null;
        const amounts = shown?.quote.amounts;
        return {
          price: amounts ? { displayAmount: amounts.normalAmount, awesomeAmount: amounts.awesomeAmount, soldOut: shown.soldOut } : null,
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
