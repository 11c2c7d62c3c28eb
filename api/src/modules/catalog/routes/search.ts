// POST /v1/products/search-keyword and POST /v1/products/findProducts
// (docs/api/content-search.md "Keyword search" and "Results").
import type { FastifyPluginAsync } from 'fastify';
import { defaultStayDays } from '@stay/shared/dates/default-stay';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import type { SearchHit } from '../store/search';
import { normalizeSearchText } from '../store/search-text';
import { AppError } from '../../../lib/app-error';
import { code, DAY, int, text } from '../../../lib/content-fields';
import { pick } from '../../../lib/localize';
import { CONDITION_FIELDS, toStayCondition } from '../../pricing';
import { findProducts, SORTS } from '../search/find-products';
import type { SearchStore } from '../search/search-store';

const KeywordBody = v.strictObject({ searchText: v.optional(v.nullable(text(100)), '') });

const list = (item: v.GenericSchema<unknown, string>, max: number) => v.optional(v.pipe(v.array(item, msg('TYPE')), v.maxLength(max, msg('INVALID'))));

const FiltersBody = v.strictObject({
  priceMin: v.optional(int(0, 1_000_000_000)),
  priceMax: v.optional(int(0, 1_000_000_000)),
  stars: v.optional(v.pipe(v.array(int(0, 5), msg('TYPE')), v.maxLength(6, msg('INVALID')))),
  types: list(code(40), 20),
  facilities: list(code(40), 40),
  reviewMin: v.optional(v.pipe(v.number(msg('TYPE')), v.minValue(0, msg('INVALID')), v.maxValue(10, msg('INVALID')))),
  freeCancel: v.optional(v.boolean(msg('TYPE'))),
  meals: v.optional(v.boolean(msg('TYPE'))),
});

const place = (schema: v.GenericSchema<unknown, string>) => v.pipe(v.optional(v.nullable(schema), ''), v.transform((x) => x ?? ''));

const FindProductsBody = v.strictObject({
  nationCode: place(code(10)),
  cityCode: place(code(20)),
  searchText: place(text(100)),
  area: place(code()),
  subArea: place(code()),
  locationKR: place(text(50)),
  subLocationKR: place(text(50)),
  ...CONDITION_FIELDS,
  // SPEC §7 shows no dates in this body: a search without both dates uses SPEC §9's default stay.
  checkInDate: v.optional(v.nullable(v.union([v.literal(''), DAY], msg('INVALID')))),
  checkOutDate: v.optional(v.nullable(v.union([v.literal(''), DAY], msg('INVALID')))),
  sort: v.optional(v.picklist(SORTS, msg('INVALID')), 'recommend'),
  filters: v.optional(v.nullable(FiltersBody), null),
  page: v.optional(int(0, 10_000), 0),
  size: v.optional(int(1, 50), 20),
});

function keywordResult(hit: SearchHit, locale: Locale) {
  return {
    resultName: pick(hit.names, locale),
    subText: pick(hit.sub, locale),
    idx: hit.refIdx,
    subIdx: 0,
    nationCode: hit.nationCode,
    cityCode: hit.cityCode,
    area: hit.areaCode,
    subArea: hit.subAreaCode,
    resultType: hit.kind,
  };
}

export const searchRoutes = (store: SearchStore): FastifyPluginAsync => async (app) => {
  app.post('/v1/products/search-keyword', { schema: { body: KeywordBody } }, async (request, reply) => {
    const { searchText } = request.body as v.InferOutput<typeof KeywordBody>;
    const query = normalizeSearchText(searchText ?? '');
    const { locale } = request;
    const answer = await store.keywordAnswer(query, locale, async () => {
      const results = (query ? await store.keyword(query) : []).map((h) => keywordResult(h, locale));
      return JSON.stringify(
        ok({ searchLocationsList: results.filter((r) => r.resultType === 'location'), searchProductsList: results.filter((r) => r.resultType === 'product') }),
      );
    });
    return reply.type('application/json; charset=utf-8').send(answer);
  });

  app.post('/v1/products/findProducts', { schema: { body: FindProductsBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof FindProductsBody>;
    const today = koreanDay(app.clock());
    // SPEC §4 "Search defaults": if either date is empty, both revert to the defaults.
    const dates = body.checkInDate && body.checkOutDate ? { checkInDate: body.checkInDate, checkOutDate: body.checkOutDate } : defaultStayDays(today);
    const condition = toStayCondition({ ...body, ...dates }, today);
    const filters = body.filters ?? {};
    if (filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax) {
      throw new AppError('INVALID_INPUT', { issues: [{ field: 'filters.priceMin', rule: 'INVALID' }] });
    }
    const destination = {
      nationCode: body.nationCode,
      cityCode: body.cityCode,
      area: body.area,
      subArea: body.subArea,
      searchText: body.searchText,
      locationKR: body.locationKR,
      subLocationKR: body.subLocationKR,
    };
    const found = await findProducts({ destination, condition, sort: body.sort, filters, page: body.page, size: body.size }, store, today, request.locale);
    return ok({ ...found, ...dates });
  });
};
