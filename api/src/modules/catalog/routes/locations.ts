// Popular destinations of the keyword modal (SPEC §2; paths chosen in docs/api/content-search.md):
// GET /v1/locations/tabs, GET /v1/locations/tabs/{idx}/sub-locations, and
// GET /v1/products/locations/awesome/{key}.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import type { Locale } from '../../../lib/locale';
import type { LocationNode } from '../store/catalog';
import { code, intParam } from '../../../lib/content-fields';
import { pick, placeName } from '../../../lib/localize';
import type { CatalogIndex } from '../search/catalog-index';
import type { SearchStore } from '../search/search-store';

const TabsQuery = v.strictObject({ page: v.optional(intParam(0, 10_000), '0') });
const TabParams = v.strictObject({ idx: intParam(1, 2_000_000_000) });
const KeyParams = v.strictObject({ key: v.pipe(code(60), v.minLength(1)) });

function subLocation(index: CatalogIndex, node: LocationNode, locale: Locale) {
  const city = index.byIdx.get(node.cityIdx)!;
  const area = node.areaIdx !== null ? index.byIdx.get(node.areaIdx) : undefined;
  return {
    imgUrl: node.imgPath,
    addressName: node.level === 'city' ? pick(node.names, locale) : placeName(node.names, city.names, locale),
    nationCode: node.nationCode,
    cityCode: node.cityCode,
    area: area?.code ?? '',
    subArea: node.level === 'sub_area' ? node.code : '',
  };
}

export const locationRoutes = (store: SearchStore): FastifyPluginAsync => async (app) => {
  // One tab per nation (SPEC §9 nation codes); they all fit on page 0.
  app.get('/v1/locations/tabs', { schema: { querystring: TabsQuery } }, async (request) => {
    const { page } = request.query as v.InferOutput<typeof TabsQuery>;
    const index = await store.index();
    return ok({ tabs: page > 0 ? [] : index.nations.map((n) => ({ idx: n.idx, title: pick(n.names, request.locale) })) });
  });

  // The featured areas of the nation's cities, or the city itself where none is featured.
  app.get('/v1/locations/tabs/:idx/sub-locations', { schema: { params: TabParams } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof TabParams>;
    const index = await store.index();
    const nation = index.nations.find((n) => n.idx === idx);
    if (!nation) return ok({ subLocations: [] });
    const out = [];
    for (const city of index.citiesOfNation.get(nation.code) ?? []) {
      const featured = index.locations.filter((l) => l.level === 'area' && l.cityIdx === city.idx && l.featured).sort((a, b) => a.sort - b.sort);
      for (const node of featured.length > 0 ? featured : [city]) out.push(subLocation(index, node, request.locale));
    }
    return ok({ subLocations: out });
  });

  // key = cityCode (an area or sub-area code works too); SPEC §7: title taken from addressName.
  app.get('/v1/products/locations/awesome/:key', { schema: { params: KeyParams } }, async (request) => {
    const { key } = request.params as v.InferOutput<typeof KeyParams>;
    const index = await store.index();
    const node = index.byCode.get(key) ?? index.byCode.get(key.toUpperCase());
    if (!node) throw new AppError('NOT_FOUND');
    const location = subLocation(index, node, request.locale);
    return ok({ searchLocation: { title: location.addressName, ...location } });
  });
};
