// POST /v1/products/findProducts (docs/api/content-search.md "Results"): the stays of a
// destination priced for the stay, filtered, faceted, sorted and paged. A city priced for a
// condition is shared by every sort, filter and page of it; its orders and facets are kept with it.
import type { Locale } from '../../../lib/locale';
import { nightsBetween, type StayCondition } from '../../../pricing';
import { pick } from '../lib/localize';
import type { CatalogIndex } from './catalog-index';
import type { CityBlock } from './city-block';
import { toCard, type ProductCard } from './cards';
import type { PricedCity } from './price-city';
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

/** The stays of one priced city that the search keeps; `key` names the scope for memos. */
interface Slice {
  priced: PricedCity;
  positions: Int32Array;
  key: string | null;
}

interface Counts {
  types: Map<string, number>;
  facilities: Map<string, number>;
}

function memo<T>(map: Map<string, unknown>, key: string | null, make: () => T): T {
  if (key === null) return make();
  let value = map.get(key) as T | undefined;
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
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

/** Type and facility counts do not depend on dates: kept with the city block per scope. */
function countsOf(slice: Slice): Counts {
  const { block } = slice.priced;
  return memo(block.memo, slice.key && `counts:${slice.key}`, () => {
    const counts: Counts = { types: new Map(), facilities: new Map() };
    for (const pos of slice.positions) {
      const stay = block.stays[pos]!;
      counts.types.set(stay.type, (counts.types.get(stay.type) ?? 0) + 1);
      for (const f of stay.facilities) counts.facilities.set(f, (counts.facilities.get(f) ?? 0) + 1);
    }
    return counts;
  });
}

function facetsOf(slices: readonly Slice[], index: CatalogIndex, locale: Locale): FindProductsResult['facets'] {
  const types = new Map<string, number>();
  const facilities = new Map<string, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const slice of slices) {
    const counts = countsOf(slice);
    for (const [k, n] of counts.types) types.set(k, (types.get(k) ?? 0) + n);
    for (const [k, n] of counts.facilities) facilities.set(k, (facilities.get(k) ?? 0) + n);
    const range = memo(slice.priced.memo, slice.key && `range:${slice.key}`, () => {
      const { cols } = slice.priced;
      let lo = Number.POSITIVE_INFINITY;
      let hi = 0;
      for (const pos of slice.positions) {
        if (cols.plan[pos]! < 0 || cols.available[pos] !== 1) continue;
        lo = Math.min(lo, cols.normal[pos]!);
        hi = Math.max(hi, cols.normal[pos]!);
      }
      return { lo, hi };
    });
    min = Math.min(min, range.lo);
    max = Math.max(max, range.hi);
  }
  const named = (counts: Map<string, number>, names: Map<string, { ko: string; en: string; ja: string }>) =>
    [...names.entries()].filter(([code]) => counts.has(code)).map(([code, n]) => ({ code, name: pick(n, locale), count: counts.get(code)! }));
  return { types: named(types, index.typeNames), facilities: named(facilities, index.facilityNames), priceRange: { min: max > 0 ? min : 0, max } };
}

/** Bookable stays first whatever the sort; then the sort; then popularity and id. */
function comparator(slices: readonly Slice[], sort: Sort): (s1: number, p1: number, s2: number, p2: number) => number {
  const cols = slices.map((s) => s.priced.cols);
  const stays = slices.map((s) => s.priced.block.stays);
  const byPrice = sort === 'priceAsc' ? 1 : sort === 'priceDesc' ? -1 : 0;
  return (s1, p1, s2, p2) => {
    const c1 = cols[s1]!;
    const c2 = cols[s2]!;
    const shown1 = c1.plan[p1]! >= 0;
    const shown2 = c2.plan[p2]! >= 0;
    const unbookable = (shown1 && c1.available[p1] === 1 ? 0 : 1) - (shown2 && c2.available[p2] === 1 ? 0 : 1);
    if (unbookable !== 0) return unbookable;
    const x = stays[s1]![p1]!;
    const y = stays[s2]![p2]!;
    if (byPrice !== 0) {
      const d = byPrice * ((shown1 ? c1.normal[p1]! : 0) - (shown2 ? c2.normal[p2]! : 0));
      if (d !== 0) return d;
    } else if (sort === 'rating') {
      const d = y.reviewScore - x.reviewScore || y.reviewCount - x.reviewCount;
      if (d !== 0) return d;
    }
    return y.popularity - x.popularity || x.idx - y.idx;
  };
}

function passes(slices: readonly Slice[], filters: Filters): ((s: number, pos: number) => boolean) | null {
  const stars = filters.stars?.length ? new Set(filters.stars) : null;
  const types = filters.types?.length ? new Set(filters.types) : null;
  const facilities = filters.facilities?.length ? filters.facilities : null;
  const priced = filters.priceMin !== undefined || filters.priceMax !== undefined;
  if (!stars && !types && !facilities && !priced) return null;
  return (s, pos) => {
    const { block, cols } = slices[s]!.priced;
    const stay = block.stays[pos]!;
    if (stars && !stars.has(stay.star)) return false;
    if (types && !types.has(stay.type)) return false;
    if (facilities && !facilities.every((f) => stay.facilities.includes(f))) return false;
    if (priced) {
      if (cols.plan[pos]! < 0 || cols.available[pos] !== 1) return false;
      if (filters.priceMin !== undefined && cols.normal[pos]! < filters.priceMin) return false;
      if (filters.priceMax !== undefined && cols.normal[pos]! > filters.priceMax) return false;
    }
    return true;
  };
}

/**
 * The first `k` stays in the sort's order, and how many pass the filters: one pass that keeps the
 * best k (a page needs k = (page + 1) x size, so no full sort of thousands of stays per request).
 */
function firstK(slices: readonly Slice[], sort: Sort, filters: Filters, k: number): { total: number; best: [number, number][] } {
  const cmp = comparator(slices, sort);
  const test = passes(slices, filters);
  if (k > 1000) {
    // Deep pages: sorting everything once is cheaper than keeping a long list in order.
    const all = slices.flatMap((slice, s) => Array.from(slice.positions, (pos): [number, number] => [s, pos])).filter(([s, pos]) => !test || test(s, pos));
    return { total: all.length, best: all.sort((a, b) => cmp(a[0], a[1], b[0], b[1])).slice(0, k) };
  }
  const bestS: number[] = [];
  const bestP: number[] = [];
  let total = 0;
  for (let s = 0; s < slices.length; s += 1) {
    for (const pos of slices[s]!.positions) {
      if (test && !test(s, pos)) continue;
      total += 1;
      const n = bestS.length;
      if (n === k && cmp(s, pos, bestS[n - 1]!, bestP[n - 1]!) >= 0) continue;
      let lo = 0;
      let hi = n;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(bestS[mid]!, bestP[mid]!, s, pos) <= 0) lo = mid + 1;
        else hi = mid;
      }
      bestS.splice(lo, 0, s);
      bestP.splice(lo, 0, pos);
      if (bestS.length > k) {
        bestS.pop();
        bestP.pop();
      }
    }
  }
  return { total, best: bestS.map((s, i) => [s, bestP[i]!]) };
}

export async function findProducts(q: FindProductsQuery, store: SearchStore, today: string, locale: Locale): Promise<FindProductsResult> {
  const index = await store.index();
  const slices = await slicesOf(resolveScope(index, q.destination), index, store, q.condition, today);
  const start = q.page * q.size;
  const { total, best } = firstK(slices, q.sort, q.filters, start + q.size);
  const nights = nightsBetween(q.condition.checkIn, q.condition.checkOut);
  return {
    total,
    page: q.page,
    size: q.size,
    products: best.slice(start).map(([s, pos]) => toCard(slices[s]!.priced.block.stays[pos]!, slices[s]!.priced.priceAt(pos), nights, index, locale)),
    facets: facetsOf(slices, index, locale),
  };
}
