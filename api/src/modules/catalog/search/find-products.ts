// POST /v1/products/findProducts (docs/api/content-search.md "Results"): the stays of a
// destination priced for the stay, filtered, faceted, sorted and paged. Only the stays the
// destination keeps are priced (a city's, or an area's); that priced set is shared by every sort,
// filter and page of the same condition, and its facets are kept with it.
import { pick } from '../../../lib/localize';
import type { Locale } from '../../../lib/locale';
import { nightsBetween, type StayCondition } from '../../pricing';
import type { CatalogIndex } from './catalog-index';
import { toCard } from './cards';
import { facetsOf } from './facets';
import { firstK } from './select';
import type { Slice } from './slice';
import { citiesOf, resolveScope, type Scope } from './scope';
import { scopeIn, stayScope } from './scopes';
import type { SearchStore } from './search-store';
import type { FindProductsQuery, FindProductsResult } from './types';

export { SORTS, type Filters, type FindProductsQuery, type FindProductsResult, type Sort } from './types';

async function slicesOf(scope: Scope, index: CatalogIndex, store: SearchStore, condition: StayCondition, today: string): Promise<Slice[]> {
  if (scope.kind === 'none') return [];
  if (scope.kind === 'text') {
    // Stays whose name contains the text, wherever they are: priced through their cities.
    const hits = (await store.keywordIndex()).productsMatching(scope.query).filter((h) => !scope.nationCode || h.nationCode === scope.nationCode);
    const wanted = new Set(hits.map((h) => h.refIdx));
    const cities = [...new Set(hits.map((h) => index.byCode.get(h.cityCode)?.idx).filter((c): c is number => c !== undefined))];
    return Promise.all(
      cities.map(async (c) => {
        const block = await store.cityBlock(c);
        const part = stayScope(block, `text:${scope.query}`, (i) => wanted.has(block.stays[i]!.idx));
        return { priced: await store.pricedCity(block, condition, today, part), positions: part.positions, key: null };
      }),
    );
  }
  return Promise.all(
    citiesOf(index, scope).map(async (c) => {
      const block = await store.cityBlock(c);
      const part = scopeIn(block, scope);
      return { priced: await store.pricedCity(block, condition, today, part), positions: part.positions, key: part.key };
    }),
  );
}

export async function findProducts(q: FindProductsQuery, store: SearchStore, today: string, locale: Locale): Promise<FindProductsResult> {
  const index = await store.index();
  const scope = resolveScope(index, q.destination);
  const slices = await slicesOf(scope, index, store, q.condition, today);
  const start = q.page * q.size;
  const { total, best } = firstK(slices, q.sort, q.filters, start + q.size);
  const nights = nightsBetween(q.condition.checkIn, q.condition.checkOut);
  return {
    total,
    page: q.page,
    size: q.size,
    products: best.slice(start).map(([s, pos]) => toCard(slices[s]!.priced.block.stays[pos]!, slices[s]!.priced.priceAt(pos), nights, index, locale)),
    facets: facetsOf(slices, index, locale),
    place: scope.kind === 'location' ? pick(scope.node.names, locale) : null,
  };
}
