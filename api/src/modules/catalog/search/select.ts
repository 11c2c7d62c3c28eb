// Filters and order of the results: bookable stays first, then the sort, then popularity and id;
// a page is the first (page + 1) x size stays of that order, found in one pass.
import type { Filters, Sort } from './types';
import type { Slice } from './slice';
import { compareByRating } from '../rules/rating-rank';

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
      const d = compareByRating(x, y);
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
  // Review scores are kept as tenths (StaySummary.reviewScore 92 = 9.2).
  const reviewMin = filters.reviewMin ? Math.round(filters.reviewMin * 10) : null;
  // Free cancellation and meals are the shown plan's (the card's price and badge), so a stay
  // without a bookable plan passes neither.
  const byPlan = filters.freeCancel === true || filters.meals === true;
  if (!stars && !types && !facilities && !priced && reviewMin === null && !byPlan) return null;
  return (s, pos) => {
    const { block, cols, priceAt } = slices[s]!.priced;
    const stay = block.stays[pos]!;
    if (stars && !stars.has(stay.star)) return false;
    if (types && !types.has(stay.type)) return false;
    if (facilities && !facilities.every((f) => stay.facilities.includes(f))) return false;
    if (reviewMin !== null && stay.reviewScore < reviewMin) return false;
    if (byPlan) {
      const plan = cols.plan[pos]!;
      if (plan < 0 || cols.available[pos] !== 1) return false;
      if (filters.meals && (block.plans[plan]?.meal ?? 'ROOM_ONLY') === 'ROOM_ONLY') return false;
      if (filters.freeCancel && !priceAt(pos)?.freeCancel) return false;
    }
    if (priced) {
      if (cols.plan[pos]! < 0 || cols.available[pos] !== 1) return false;
      if (filters.priceMin !== undefined && cols.normal[pos]! < filters.priceMin) return false;
      if (filters.priceMax !== undefined && cols.normal[pos]! > filters.priceMax) return false;
    }
    return true;
  };
}

/**
 * The most common search (one city or area, recommended order) without comparisons: a city's stays
 * are kept most popular first (then by id), and a slice's positions ascend, so the order is the
 * bookable stays as they come, then the others as they come.
 */
function recommendedOfOne(slice: Slice, test: ((s: number, pos: number) => boolean) | null, k: number): { total: number; best: [number, number][] } {
  const { cols } = slice.priced;
  const bookable: [number, number][] = [];
  const others: [number, number][] = [];
  let total = 0;
  for (const pos of slice.positions) {
    if (test && !test(0, pos)) continue;
    total += 1;
    if (cols.plan[pos]! >= 0 && cols.available[pos] === 1) {
      if (bookable.length < k) bookable.push([0, pos]);
    } else if (others.length < k) others.push([0, pos]);
  }
  return { total, best: bookable.concat(others).slice(0, k) };
}

/**
 * The first `k` stays in the sort's order, and how many pass the filters: one pass that keeps the
 * best k (a page needs k = (page + 1) x size, so no full sort of thousands of stays per request).
 */
export function firstK(slices: readonly Slice[], sort: Sort, filters: Filters, k: number): { total: number; best: [number, number][] } {
  const test = passes(slices, filters);
  if (slices.length === 1 && sort === 'recommend') return recommendedOfOne(slices[0]!, test, k);
  const cmp = comparator(slices, sort);
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

