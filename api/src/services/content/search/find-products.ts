// POST /v1/products/findProducts (docs/api/content-search.md "Results"): the stays of a
// destination priced for the stay, filtered, faceted, sorted and paged.
import type { Locale } from '../../../lib/locale';
import { nightsBetween, type StayCondition } from '../../../pricing';
import type { Repositories } from '../../../repositories';
import type { StaySummary } from '../../../repositories/catalog';
import { pick } from '../lib/localize';
import type { CatalogIndex } from './catalog-index';
import { toCard, type ProductCard } from './cards';
import type { StayPrice } from './price-city';
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
}

export interface FindProductsQuery {
  destination: Destination;
  condition: StayCondition;
  sort: Sort;
  filters: Filters;
  page: number;
  size: number;
}

interface Entry {
  stay: StaySummary;
  price: StayPrice | null;
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
}

async function entriesOf(scope: Scope, index: CatalogIndex, store: SearchStore, repos: Repositories, condition: StayCondition, today: string): Promise<Entry[]> {
  if (scope.kind === 'none') return [];
  const entries: Entry[] = [];
  if (scope.kind === 'text') {
    // Stays whose name contains the text, wherever they are: priced through their cities' blocks.
    const hits = await repos.catalogSearch.productIdxsByText(scope.query);
    const wanted = new Set(hits.filter((h) => !scope.nationCode || h.nationCode === scope.nationCode).map((h) => h.idx));
    const cities = [...new Set(hits.filter((h) => wanted.has(h.idx)).map((h) => index.byCode.get(h.cityCode)?.idx).filter((c): c is number => c !== undefined))];
    for (const priced of await Promise.all(cities.map((c) => store.pricedCity(c, condition, today)))) {
      priced.block.stays.forEach((stay, i) => wanted.has(stay.idx) && entries.push({ stay, price: priced.prices[i]! }));
    }
    return entries;
  }
  for (const priced of await Promise.all(citiesOf(index, scope).map((c) => store.pricedCity(c, condition, today)))) {
    priced.block.stays.forEach((stay, i) => keepsStay(scope, stay) && entries.push({ stay, price: priced.prices[i]! }));
  }
  return entries;
}

function facetsOf(entries: readonly Entry[], index: CatalogIndex, locale: Locale): FindProductsResult['facets'] {
  const types = new Map<string, number>();
  const facilities = new Map<string, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const { stay, price } of entries) {
    types.set(stay.type, (types.get(stay.type) ?? 0) + 1);
    for (const f of stay.facilities) facilities.set(f, (facilities.get(f) ?? 0) + 1);
    if (price && !price.soldOut) {
      min = Math.min(min, price.displayAmount);
      max = Math.max(max, price.displayAmount);
    }
  }
  const named = (counts: Map<string, number>, names: Map<string, { ko: string; en: string; ja: string }>) =>
    [...names.entries()].filter(([code]) => counts.has(code)).map(([code, n]) => ({ code, name: pick(n, locale), count: counts.get(code)! }));
  return { types: named(types, index.typeNames), facilities: named(facilities, index.facilityNames), priceRange: { min: max > 0 ? min : 0, max } };
}

function passes(filters: Filters): (e: Entry) => boolean {
  const stars = filters.stars?.length ? new Set(filters.stars) : null;
  const types = filters.types?.length ? new Set(filters.types) : null;
  const facilities = filters.facilities?.length ? filters.facilities : null;
  const priced = filters.priceMin !== undefined || filters.priceMax !== undefined;
  return ({ stay, price }) => {
    if (stars && !stars.has(stay.star)) return false;
    if (types && !types.has(stay.type)) return false;
    if (facilities && !facilities.every((f) => stay.facilities.includes(f))) return false;
    if (priced) {
      if (!price || price.soldOut) return false;
      if (filters.priceMin !== undefined && price.displayAmount < filters.priceMin) return false;
      if (filters.priceMax !== undefined && price.displayAmount > filters.priceMax) return false;
    }
    return true;
  };
}

/** Bookable stays first whatever the sort; then the sort; then popularity and id. */
function comparator(sort: Sort): (a: Entry, b: Entry) => number {
  const bookable = (e: Entry) => (e.price && !e.price.soldOut ? 0 : 1);
  const amount = (e: Entry) => e.price?.displayAmount ?? 0;
  const by: Record<Sort, (a: Entry, b: Entry) => number> = {
    recommend: () => 0,
    priceAsc: (a, b) => amount(a) - amount(b),
    priceDesc: (a, b) => amount(b) - amount(a),
    rating: (a, b) => b.stay.reviewScore - a.stay.reviewScore || b.stay.reviewCount - a.stay.reviewCount,
  };
  return (a, b) => bookable(a) - bookable(b) || by[sort](a, b) || b.stay.popularity - a.stay.popularity || a.stay.idx - b.stay.idx;
}

export async function findProducts(q: FindProductsQuery, store: SearchStore, repos: Repositories, today: string, locale: Locale): Promise<FindProductsResult> {
  const index = await store.index();
  const scope = resolveScope(index, q.destination);
  const entries = await entriesOf(scope, index, store, repos, q.condition, today);
  const facets = facetsOf(entries, index, locale);
  const kept = entries.filter(passes(q.filters)).sort(comparator(q.sort));
  const nights = nightsBetween(q.condition.checkIn, q.condition.checkOut);
  const start = q.page * q.size;
  return {
    total: kept.length,
    page: q.page,
    size: q.size,
    products: kept.slice(start, start + q.size).map((e) => toCard(e.stay, e.price, nights, index, locale)),
    facets,
  };
}
