// Event deals (SPEC §7 "Event products", issue 12 follow-up): GET /v1/event-products/awesome/{id}
// is the deal page's content, POST /v1/event-products/sale-dates/{id} its sale dates and state
// as of the server's clock (the page counts down from them); GET /v1/event-products/awesome lists
// the site's own deals (the ones with an event page). With the demo outbox on, a demo-only
// POST /v1/event-products/dev/sale-start/{id} {inDays} moves a deal's sale to start that many days
// from today (0 = it opens now) and runs the advance-notice sweep once, as the running server
// does every minute by itself.
import { asc, eq, like } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { notifyOpenedDeals, koreanToday } from '../use-cases/alarms';
import { outboxEnabled } from '../../../config/modes';
import { events, properties } from '../../../db/schema/catalog';
import { failureCatalog } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { namesOf, pick } from '../../../lib/localize';
import { IdParams } from '../../pricing';
import { saleWindow, shiftedSale } from '../rules/sale-window';
import { dealOffer } from '../use-cases/offer';

const dealFail = failureCatalog(
  {
    EVENT_NOT_FOUND: { ko: '이벤트 상품을 찾을 수 없습니다.', en: 'This deal could not be found.', ja: 'イベント商品が見つかりません。' },
  },
  { EVENT_NOT_FOUND: 404 },
);

const Params = IdParams('id');
const Empty = v.optional(v.strictObject({}));
const SaleStart = v.strictObject({ inDays: v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(0, msg('INVALID')), v.maxValue(60, msg('INVALID'))) });
/** The site's own deals link to their event page. */
export const EVENT_PAGE_PREFIX = '/events/';

export const eventDealRoutes: FastifyPluginAsync = async (app) => {
  const orm = app.database.orm;

  const load = async (id: number, locale: 'ko' | 'en' | 'ja') => {
    const [row] = await orm.select({ event: events, property: properties }).from(events).innerJoin(properties, eq(properties.idx, events.propertyIdx)).where(eq(events.idx, id)).limit(1);
    if (!row) throw dealFail('EVENT_NOT_FOUND', locale);
    return row;
  };

  app.get('/v1/event-products/awesome/:id', { schema: { params: Params } }, async (request) => {
    const { id } = request.params as { id: number };
    const { event: e, property: p } = await load(id, request.locale);
    const now = app.clock();
    return ok({
      event: {
        idx: e.idx,
        pageKind: 'event',
        eventTitle: pick(namesOf(e, 'title'), request.locale),
        eventSubTitle: pick(namesOf(e, 'subTitle'), request.locale),
        productIdx: p.idx,
        productName: pick(namesOf(p, 'name'), request.locale),
        productImg: e.imgPath,
        discountRate: e.discountRate,
        discountPrice: e.discountPrice,
        saleTerm: `${e.saleStartDate} ~ ${e.saleEndDate}`,
        saleStartDate: e.saleStartDate,
        saleEndDate: e.saleEndDate,
        stayStartDate: e.stayStartDate,
        stayEndDate: e.stayEndDate,
        ...saleWindow(e, now),
        // The deal price the page shows: the cheapest room on sale for the first bookable night.
        offer: await dealOffer(app, e, now),
      },
      serverTime: now.toISOString(),
    });
  });

  app.post('/v1/event-products/sale-dates/:id', { schema: { params: Params, body: Empty } }, async (request) => {
    const { id } = request.params as { id: number };
    const { event: e } = await load(id, request.locale);
    const now = app.clock();
    return ok({ saleStartDate: e.saleStartDate, saleEndDate: e.saleEndDate, stayStartDate: e.stayStartDate, stayEndDate: e.stayEndDate, ...saleWindow(e, now), serverTime: now.toISOString() });
  });

  app.get('/v1/event-products/awesome', async (request) => {
    const now = app.clock();
    const rows = await orm.select().from(events).where(like(events.eventUrl, `${EVENT_PAGE_PREFIX}%`)).orderBy(asc(events.saleStartDate)).limit(50);
    return ok({ events: rows.map((e) => ({ idx: e.idx, eventTitle: pick(namesOf(e, 'title'), request.locale), saleStartDate: e.saleStartDate, saleEndDate: e.saleEndDate, eventUrl: e.eventUrl, ...saleWindow(e, now) })) });
  });

  if (outboxEnabled(app.env)) {
    app.post('/v1/event-products/dev/sale-start/:id', { schema: { params: Params, body: SaleStart } }, async (request) => {
      const { id } = request.params as { id: number };
      const { inDays } = request.body as v.InferOutput<typeof SaleStart>;
      const { event: e } = await load(id, request.locale);
      const now = app.clock();
      await orm.update(events).set(shiftedSale(e, koreanToday(now), inDays)).where(eq(events.idx, id));
      const told = await notifyOpenedDeals(orm, app.transport, now);
      return ok({ ...saleWindow({ ...e, ...shiftedSale(e, koreanToday(now), inDays) }, now), told });
    });
  }
};
