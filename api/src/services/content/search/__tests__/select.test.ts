import type { StaySummary } from '../../../../repositories/catalog';
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
