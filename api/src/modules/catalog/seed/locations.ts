// The whole location tree with its seed ids. Cities, areas and sub-areas share one numbering
// (db/schema/catalog/locations.ts), assigned here in a fixed order so every machine agrees.
import { JAPAN } from './locations-jp';
import { KOREA } from './locations-kr';
import { GUAM, THAILAND, VIETNAM } from './locations-sea';
import type { AreaSeed, CitySeed, SubAreaSeed } from './location-types';

export const NATIONS = [
  { idx: 1, code: 'KR', ko: '대한민국', en: 'South Korea', ja: '韓国' },
  { idx: 2, code: 'JP', ko: '일본', en: 'Japan', ja: '日本' },
  { idx: 3, code: 'VN', ko: '베트남', en: 'Vietnam', ja: 'ベトナム' },
  { idx: 4, code: 'GU', ko: '괌', en: 'Guam', ja: 'グアム' },
  { idx: 5, code: 'TH', ko: '태국', en: 'Thailand', ja: 'タイ' },
] as const;

export const CITY_SEEDS: CitySeed[] = [...KOREA, ...JAPAN, ...VIETNAM, ...GUAM, ...THAILAND];

export interface SeededSubArea extends SubAreaSeed {
  idx: number;
  fullCode: string;
}
export interface SeededArea extends Omit<AreaSeed, 'subs'> {
  idx: number;
  fullCode: string;
  subs: SeededSubArea[];
}
export interface SeededCity extends Omit<CitySeed, 'areas'> {
  idx: number;
  areas: SeededArea[];
}

/** Cities first (1..), then areas, then sub-areas, each in the data's order. */
export function numberLocations(seeds: readonly CitySeed[] = CITY_SEEDS): SeededCity[] {
  let next = 1;
  const cities = seeds.map(({ areas, ...c }) => ({ ...c, idx: next++, areas: [] as SeededArea[], rawAreas: areas }));
  for (const c of cities) {
    c.areas = c.rawAreas.map(({ subs, ...a }) => ({ ...a, idx: next++, fullCode: `${c.code}-${a.code}`, subs: [] as SeededSubArea[], rawSubs: subs }) as SeededArea & { rawSubs: SubAreaSeed[] });
  }
  for (const c of cities) {
    for (const a of c.areas as (SeededArea & { rawSubs: SubAreaSeed[] })[]) {
      a.subs = a.rawSubs.map((s) => ({ ...s, idx: next++, fullCode: `${a.fullCode}-${s.code}` }));
      delete (a as { rawSubs?: unknown }).rawSubs;
    }
  }
  return cities.map(({ rawAreas: _unused, ...c }) => c);
}
