// Where to search (SPEC §3 Search condition): the most specific location the request names, by
// code, by Korean name (locationKR, subLocationKR), or by the search text; else stays whose name
// contains the text; else everything.
import type { LocationNode } from '../store/catalog';
import { normalizeSearchText } from '../store/search-text';
import type { CatalogIndex } from './catalog-index';

export interface Destination {
  nationCode: string;
  cityCode: string;
  area: string;
  subArea: string;
  searchText: string;
  locationKR: string;
  subLocationKR: string;
}

export type Scope =
  | { kind: 'location'; node: LocationNode }
  | { kind: 'nation'; code: string }
  | { kind: 'text'; query: string; nationCode: string | null }
  | { kind: 'all' }
  | { kind: 'none' };

function byKoreanName(index: CatalogIndex, name: string, within?: LocationNode): LocationNode | undefined {
  const found = index.byName.get(normalizeSearchText(name)) ?? [];
  return found.find((n) => !within || n.cityIdx === within.cityIdx) ?? undefined;
}

export function resolveScope(index: CatalogIndex, d: Destination): Scope {
  const codes = [d.subArea, d.area, d.cityCode].filter((c) => c !== '');
  for (const code of codes) {
    const node = index.byCode.get(code) ?? index.byCode.get(code.toUpperCase());
    if (node) return { kind: 'location', node };
  }
  // A code nobody knows (a stale link): nothing, rather than the whole catalogue.
  if (codes.length > 0) return { kind: 'none' };
  if (d.locationKR || d.subLocationKR) {
    const city = d.locationKR ? byKoreanName(index, d.locationKR) : undefined;
    const sub = d.subLocationKR ? byKoreanName(index, d.subLocationKR, city) : undefined;
    const node = sub ?? city;
    return node ? { kind: 'location', node } : { kind: 'none' };
  }
  const nation = d.nationCode.toUpperCase();
  if (nation && !index.nationByCode.has(nation)) return { kind: 'none' };
  const query = normalizeSearchText(d.searchText);
  if (query) {
    const named = (index.byName.get(query) ?? []).find((n) => !nation || n.nationCode === nation);
    return named ? { kind: 'location', node: named } : { kind: 'text', query, nationCode: nation || null };
  }
  return nation ? { kind: 'nation', code: nation } : { kind: 'all' };
}

/** The cities a scope spans, and which stays of a city it keeps. */
export function citiesOf(index: CatalogIndex, scope: Scope): number[] {
  switch (scope.kind) {
    case 'location':
      return [scope.node.cityIdx];
    case 'nation':
      return (index.citiesOfNation.get(scope.code) ?? []).map((c) => c.idx);
    case 'all':
      return index.locations.filter((l) => l.level === 'city').map((l) => l.idx);
    default:
      return [];
  }
}

export function keepsStay(scope: Scope, stay: { areaIdx: number; subAreaIdx: number | null }): boolean {
  if (scope.kind !== 'location') return true;
  if (scope.node.level === 'area') return stay.areaIdx === scope.node.idx;
  if (scope.node.level === 'sub_area') return stay.subAreaIdx === scope.node.idx;
  return true;
}
