// The location tree and code names in memory (a few hundred rows): resolving a search condition's
// codes and names, localising cards, tabs and facets without a query per request.
import type { Repos } from '../stores';
import type { LocationNode, NationNode } from '../store/catalog';
import { normalizeSearchText } from '../store/search-text';
import type { Localized } from '../../../lib/localize';

export interface CatalogIndex {
  nations: NationNode[];
  nationByCode: Map<string, NationNode>;
  locations: LocationNode[];
  byIdx: Map<number, LocationNode>;
  /** City, area and sub-area codes are unique across levels ('SEL', 'SEL-GANGNAM', 'SEL-GANGNAM-STATION'). */
  byCode: Map<string, LocationNode>;
  /** Normalised name or alias (any language) -> locations, most general first. */
  byName: Map<string, LocationNode[]>;
  citiesOfNation: Map<string, LocationNode[]>;
  typeNames: Map<string, Localized>;
  facilityNames: Map<string, Localized>;
  /** Facility codes in their display order. */
  facilityOrder: Map<string, number>;
}

const LEVEL_ORDER = { city: 0, area: 1, sub_area: 2 } as const;

export async function loadCatalogIndex(repos: Repos): Promise<CatalogIndex> {
  const [nations, locations, types, facilities] = await Promise.all([
    repos.catalog.nations(),
    repos.catalog.locations(),
    repos.catalogContent.commonCodes('PRODUCT_TYPE'),
    repos.catalogContent.commonCodes('FACILITY'),
  ]);
  const byName = new Map<string, LocationNode[]>();
  const citiesOfNation = new Map<string, LocationNode[]>();
  for (const node of locations) {
    for (const name of [node.names.ko, node.names.en, node.names.ja, ...node.aliases]) {
      const key = normalizeSearchText(name);
      if (!key) continue;
      const list = byName.get(key) ?? [];
      if (!list.includes(node)) list.push(node);
      byName.set(key, list);
    }
    if (node.level === 'city') citiesOfNation.set(node.nationCode, [...(citiesOfNation.get(node.nationCode) ?? []), node]);
  }
  for (const list of byName.values()) list.sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level] || b.popularity - a.popularity);
  for (const list of citiesOfNation.values()) list.sort((a, b) => a.sort - b.sort || a.idx - b.idx);
  const names = (rows: { code: string; nameKo: string; nameEn: string; nameJa: string }[]) =>
    new Map(rows.map((r) => [r.code, { ko: r.nameKo, en: r.nameEn, ja: r.nameJa }]));
  return {
    nations,
    nationByCode: new Map(nations.map((n) => [n.code, n])),
    locations,
    byIdx: new Map(locations.map((l) => [l.idx, l])),
    byCode: new Map(locations.map((l) => [l.code, l])),
    byName,
    citiesOfNation,
    typeNames: names(types),
    facilityNames: names(facilities),
    facilityOrder: new Map(facilities.map((f, i) => [f.code, i])),
  };
}
