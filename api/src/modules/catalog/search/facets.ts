// The filter panel's facets (docs/api/content-search.md): type and facility counts over the
// destination before filters (kept with the city block, they do not depend on dates) and the
// price range of the bookable stays (kept with the priced city).
import type { Locale } from '../../../lib/locale';
import { pick } from '../../../lib/localize';
import type { CatalogIndex } from './catalog-index';
import type { CityBlock } from './city-block';
import type { FindProductsResult } from './types';
import { memo, type Slice } from './slice';

interface Counts {
  types: Map<string, number>;
  facilities: Map<string, number>;
}

/** Type and facility counts do not depend on dates: kept with the city block per scope. */
export function scopeCounts(block: CityBlock, key: string | null, positions: Int32Array): Counts {
  return memo(block.memo, key && `counts:${key}`, () => {
    const counts: Counts = { types: new Map(), facilities: new Map() };
    for (const pos of positions) {
      const stay = block.stays[pos]!;
      counts.types.set(stay.type, (counts.types.get(stay.type) ?? 0) + 1);
      for (const f of stay.facilities) counts.facilities.set(f, (counts.facilities.get(f) ?? 0) + 1);
    }
    return counts;
  });
}

export function facetsOf(slices: readonly Slice[], index: CatalogIndex, locale: Locale): FindProductsResult['facets'] {
  const types = new Map<string, number>();
  const facilities = new Map<string, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const slice of slices) {
    const counts = scopeCounts(slice.priced.block, slice.key, slice.positions);
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

