// What kind of stay a city gets, how many stars, and what a night costs there (KRW).
import type { PropertyType } from '../../../db/schema/catalog/constants';
import type { Rng } from '../../../db/seed/random';
import { weighted } from './helpers';
import type { CityKind } from './location-types';

type Mix = Partial<Record<PropertyType, number>>;

/** Type mix by nation group and city kind. */
const MIXES: Record<'KR' | 'JP' | 'ABROAD', Record<CityKind, Mix>> = {
  KR: {
    metro: { HOTEL: 60, MOTEL: 20, GUESTHOUSE: 15, HOSTEL: 5 },
    resort: { HOTEL: 30, RESORT: 15, PENSION: 25, POOLVILLA: 15, MOTEL: 8, GUESTHOUSE: 7 },
    heritage: { HOTEL: 30, RESORT: 15, PENSION: 15, GUESTHOUSE: 25, POOLVILLA: 5, MOTEL: 10 },
  },
  JP: {
    metro: { HOTEL: 75, HOSTEL: 10, GUESTHOUSE: 5, RYOKAN: 10 },
    resort: { HOTEL: 40, RESORT: 45, POOLVILLA: 10, GUESTHOUSE: 5 },
    heritage: { HOTEL: 50, RYOKAN: 35, GUESTHOUSE: 10, HOSTEL: 5 },
  },
  ABROAD: {
    metro: { HOTEL: 75, HOSTEL: 15, RESORT: 5, GUESTHOUSE: 5 },
    resort: { HOTEL: 35, RESORT: 45, POOLVILLA: 15, HOSTEL: 5 },
    heritage: { HOTEL: 45, RESORT: 25, GUESTHOUSE: 20, HOSTEL: 10 },
  },
};

export function pickType(rng: Rng, nation: string, kind: CityKind): PropertyType {
  const group = nation === 'KR' || nation === 'JP' ? nation : 'ABROAD';
  return weighted(rng, MIXES[group][kind]);
}

const STARS: Record<PropertyType, Record<number, number>> = {
  HOTEL: { 2: 10, 3: 35, 4: 35, 5: 20 },
  RESORT: { 3: 15, 4: 50, 5: 35 },
  POOLVILLA: { 0: 50, 4: 30, 5: 20 },
  PENSION: { 0: 1 },
  GUESTHOUSE: { 0: 80, 1: 10, 2: 10 },
  MOTEL: { 0: 70, 2: 30 },
  RYOKAN: { 3: 40, 4: 40, 5: 20 },
  HOSTEL: { 0: 60, 1: 20, 2: 20 },
};

export const pickStar = (rng: Rng, type: PropertyType): number => Number(weighted(rng, STARS[type]));

/** A standard room for two, one night, before the nation's level (KRW). */
const BASE: Record<PropertyType, Record<number, number>> = {
  HOTEL: { 0: 70000, 1: 70000, 2: 70000, 3: 100000, 4: 160000, 5: 290000 },
  RESORT: { 3: 150000, 4: 220000, 5: 360000 },
  POOLVILLA: { 0: 300000, 4: 350000, 5: 480000 },
  PENSION: { 0: 110000 },
  GUESTHOUSE: { 0: 55000, 1: 55000, 2: 60000 },
  MOTEL: { 0: 55000, 2: 70000 },
  RYOKAN: { 3: 190000, 4: 300000, 5: 520000 },
  HOSTEL: { 0: 30000, 1: 30000, 2: 35000 },
};

export const NATION_PRICE_LEVEL: Record<string, number> = { KR: 1, JP: 1.1, VN: 0.6, GU: 1.45, TH: 0.65 };
const CITY_PRICE_LEVEL: Record<string, number> = { SEL: 1.1, CJU: 1.05, TYO: 1.2, UKY: 1.15, OSA: 1.05, PQC: 0.9, HKT: 1.1 };

export function basePrice(rng: Rng, type: PropertyType, star: number, nation: string, cityCode: string): number {
  const table = BASE[type];
  const base = table[star] ?? Object.values(table)[0]!;
  return base * (NATION_PRICE_LEVEL[nation] ?? 1) * (CITY_PRICE_LEVEL[cityCode] ?? 1) * (0.85 + rng.next() * 0.35);
}
