// POST /v1/products/findProducts (docs/api/content-search.md "Results"): the stays of a
// destination priced for the stay, filtered, faceted, sorted and paged. Only the stays the
// destination keeps are priced (a city's, or an area's); that priced set is shared by every sort,
// filter and page of the same condition, and its facets are kept with it.
import { pick } from '../../../lib/localize';
import type { Locale } from '../../../lib/locale';
import { nightsBetween, type StayCondition } from '../../pricing';
import type { CatalogIndex } from './catalog-index';
import type { CityBlock } from './city-block';
import { toCard, type ProductCard } from './cards';
import { facetsOf, scopeCounts } from './facets';
import { firstK } from './select';
import { memo, type Slice } from './slice';
import { citiesOf, keepsStay, resolveScope, type Destination, type Scope } from './scope';
import type { SearchStore } from './search-store';

export const SORTS = ['recommend', 'priceAsc', 'priceDesc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

export interface Filters {
  priceMin?: number;
  priceMax?: number;
  stars?: number[];
  types?: string[];
  facilities?: string[];
  /** Review score at least this (0-10). */
  reviewMin?: number;
  /** The shown rate plan cancels free. */
  freeCancel?: boolean;
  /** The shown rate plan includes meals (anything but room only). */
  meals?: boolean;
}

export interface FindProductsQuery {
  destination: Destination;
  condition: StayCondition;
  sort: Sort;
  filters: Filters;
  page: number;
  size: number;
}

interface Facet {
  code: string;
  name: string;
  count: number;
}

export interface FindProductsResult {
  total: number;
  page: number;
  size: number;
  products: ProductCard[];
  facets: { types: Facet[]; facilities: Facet[]; priceRange: { min: number; max: number } };
  /**
   * The searched place's name in the request's language when the search is a location (issue 13:
   * a Korean searchText in the link must not title an English or Japanese page), else null.
   */
  place: string | null;
}

/** The stays of a city a scope keeps, and their plans (kept with the city block). */
function scopeIn(block: CityBlock, scope: Scope): { key: string; positions: Int32Array; plans: Int32Array | null } {
  if (scope.kind !== 'location' || scope.node.level === 'city') {
    const all = memo(block.memo, 'scope:all', () => Int32Array.from(block.stays.keys()));
    return { key: 'scope:all', positions: all, plans: null };
  }
  const key = `scope:${scope.node.idx}`;
  return memo(block.memo, key, () => stayScope(block, key, (i) => keepsStay(scope, block.stays[i]!)));
}

function stayScope(block: CityBlock, key: string, keep: (pos: number) => boolean): { key: string; positions: Int32Array; plans: Int32Array } {
  const positions = Int32Array.from(block.stays.keys()).filter(keep);
  const kept = new Uint8Array(block.stays.length);
  for (const pos of positions) kept[pos] = 1;
  const plans = Int32Array.from(block.planStay.keys()).filter((p) => kept[block.planStay[p]!] === 1);
  return { key, positions, plans };
}

/**
 * What a city's searches share whatever the dates: each of its areas' and sub-areas' stays and
 * plans, and their type and facility counts (the search store's startup warm-up calls this).
 */
export function warmScopes(block: CityBlock, index: CatalogIndex): void {
  for (const node of index.locations) {
    if (node.cityIdx !== block.cityIdx) continue;
    const part = scopeIn(block, { kind: 'location', node });
    scopeCounts(block, part.key, part.positions);
  }
}

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
