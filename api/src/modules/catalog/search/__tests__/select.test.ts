import type { StaySummary } from '../../store/catalog';
import type { Filters } from '../find-products';
import type { PricedCity } from '../price-city';
import { firstK } from '../select';
import type { Slice } from '../slice';

/** A city of `n` stays kept most popular first (then by id), some unpriced or sold out. */
function city(n: number, seed: number): Slice {
  let x = seed;
  const rand = () => ((x = (x * 1103515245 + 12345) % 2147483648) / 2147483648);
  const stays = Array.from({ length: n }, (_, i) => ({ idx: i + 1, popularity: Math.floor(rand() * 20), star: 1 + Math.floor(rand() * 5), type: 'HOTEL', facilities: [] as string[], reviewScore: 0, reviewCount: 0 }))
    .sort((a, b) => b.popularity - a.popularity || a.idx - b.idx) as unknown as StaySummary[];
  const plan = Int32Array.from(stays, () => (rand() < 0.15 ? -1 : 1));
  const available = Uint8Array.from(stays, () => (rand() < 0.2 ? 0 : 1));
  const normal = Int32Array.from(stays, () => 50_000 + Math.floor(rand() * 10) * 10_000);
  const priced = { block: { stays }, cols: { plan, available, normal } } as unknown as PricedCity;
  return { priced, positions: Int32Array.from(stays.keys()).filter(() => rand() < 0.7), key: null };
}

describe('firstK, recommended order of one city', () => {
  test.each([1, 2, 3, 4, 5])('equals a full sort: bookable first, then popularity, then id (city %i)', (seed) => {
    const slice = city(300, seed);
    const { cols, block } = slice.priced;
    const bookable = (p: number) => (cols.plan[p]! >= 0 && cols.available[p] === 1 ? 0 : 1);
    const cases: [Filters, (p: number) => boolean][] = [
      [{}, () => true],
      [{ stars: [4, 5] }, (p) => block.stays[p]!.star >= 4],
    ];
    for (const [filters, keep] of cases) {
      const expected = [...slice.positions]
        .filter((p) => keep(p))
        .sort((a, b) => bookable(a) - bookable(b) || block.stays[b]!.popularity - block.stays[a]!.popularity || block.stays[a]!.idx - block.stays[b]!.idx);
      for (const k of [1, 20, 40, 1000]) {
        const got = firstK([slice], 'recommend', filters, k);
        expect(got.total).toBe(expected.length);
        expect(got.best.map(([, p]) => p)).toEqual(expected.slice(0, k));
      }
    }
  });
});

describe('firstK, review score, free cancellation and meals filters', () => {
  // Five stays: scores 9.4, 8.1, 7.0, 9.0, 8.8; plans 0-4 shown; stay 5 has no bookable plan.
  const stays = [94, 81, 70, 90, 88].map((reviewScore, i) => ({ idx: i + 1, popularity: 10 - i, star: 4, type: 'HOTEL', facilities: [], reviewScore, reviewCount: 10 })) as unknown as StaySummary[];
  const plans = [{ meal: 'BREAKFAST' }, { meal: 'ROOM_ONLY' }, { meal: 'HALF_BOARD' }, { meal: 'ROOM_ONLY' }, { meal: 'ALL_INCLUSIVE' }];
  const free = [true, true, false, false, true];
  const priced = {
    block: { stays, plans },
    cols: { plan: Int32Array.from([0, 1, 2, 3, 4]), available: Uint8Array.from([1, 1, 1, 1, 0]), normal: Int32Array.from([1, 1, 1, 1, 1]) },
    priceAt: (pos: number) => ({ freeCancel: free[pos] }),
  } as unknown as PricedCity;
  const slice: Slice = { priced, positions: Int32Array.from([0, 1, 2, 3, 4]), key: null };
  const idxs = (filters: Filters) => firstK([slice], 'recommend', filters, 10).best.map(([, p]) => stays[p]!.idx);

  it('keeps stays scored at least the minimum', () => {
    expect(idxs({ reviewMin: 9 })).toEqual([1, 4]);
    expect(idxs({ reviewMin: 8 })).toEqual([1, 2, 4, 5]);
  });

  it('keeps stays whose shown, bookable plan cancels free', () => {
    // Stay 5's plan is free but not bookable: it is not offered with free cancellation.
    expect(idxs({ freeCancel: true })).toEqual([1, 2]);
  });

  it('keeps stays whose shown, bookable plan includes meals', () => {
    expect(idxs({ meals: true })).toEqual([1, 3]);
  });

  it('combines with the other filters', () => {
    expect(idxs({ meals: true, freeCancel: true, reviewMin: 9 })).toEqual([1]);
    expect(firstK([slice], 'recommend', { meals: true, reviewMin: 9.5 }, 10).total).toBe(0);
  });
});
