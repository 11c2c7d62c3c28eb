// POST /v1/products/search-keyword and POST /v1/products/findProducts
// (docs/api/content-search.md "Keyword search" and "Results"). The work: use-cases/keyword-search.ts
// and use-cases/search-stays.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { code, DAY, int, text } from '../../../lib/content-fields';
import { CONDITION_FIELDS } from '../../pricing';
import { SORTS } from '../search/find-products';
import type { SearchStore } from '../search/search-store';
import { keywordSearch } from '../use-cases/keyword-search';
import { searchStays } from '../use-cases/search-stays';

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

export const searchRoutes = (store: SearchStore): FastifyPluginAsync => async (app) => {
  // The answer is kept as sent (per query and language): it goes out as the stored JSON text.
  app.post('/v1/products/search-keyword', { schema: { body: KeywordBody } }, async (request, reply) => {
    const { searchText } = request.body as v.InferOutput<typeof KeywordBody>;
    return reply.type('application/json; charset=utf-8').send(await keywordSearch(store, searchText ?? '', request.locale));
  });

  app.post('/v1/products/findProducts', { schema: { body: FindProductsBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof FindProductsBody>;
    return ok(await searchStays(app, store, body, request.locale));
  });
};
