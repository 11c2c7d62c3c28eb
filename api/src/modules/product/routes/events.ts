// GET /v1/products/findProductDetailEvent/{id} (SPEC §7, §3 Promotion): the stay's promotions
// whose stay period has not ended.
import type { FastifyInstance } from 'fastify';
import type { EventRow } from '../../../db/schema/catalog';
import { ok } from '../../../lib/envelope';
import type { Locale } from '../../../lib/locale';
import { IdParams, koreanToday } from '../../pricing';
import { productNotFound } from '../../catalog';
import { reposOf } from '../stores';

export function eventView(e: EventRow, locale: Locale) {
  const title = locale === 'en' ? e.titleEn : locale === 'ja' ? e.titleJa : e.titleKo;
  const sub = locale === 'en' ? e.subTitleEn : locale === 'ja' ? e.subTitleJa : e.subTitleKo;
  return {
    idx: e.idx,
    eventTitle: title,
    eventSubTitle: sub,
    eventUrl: e.eventUrl,
    productImg: e.imgPath,
    saleTerm: `${e.saleStartDate} ~ ${e.saleEndDate}`,
    saleStartDate: e.saleStartDate,
    saleEndDate: e.saleEndDate,
    stayStartDate: e.stayStartDate,
    stayEndDate: e.stayEndDate,
    discountRate: e.discountRate,
    discountPrice: e.discountPrice,
  };
}

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const repo = reposOf(app.database.orm).productDetail;
  app.get('/v1/products/findProductDetailEvent/:id', { schema: { params: IdParams('id') } }, async (request) => {
    const { id } = request.params as { id: number };
    if (!(await repo.property(id))) throw productNotFound(request.locale, id);
    const rows = await repo.events(id, koreanToday(app.clock()));
    return ok({ events: rows.map((e) => eventView(e, request.locale)) });
  });
}
