// A nation tab's places: the featured areas of its cities, or the city itself where none is
// featured; an unknown tab has none.
import type { Locale } from '../../../lib/locale';
import type { SearchStore } from '../search/search-store';
import { subLocation } from './location-view';

export async function listSubLocations(store: SearchStore, tabIdx: number, locale: Locale) {
  const index = await store.index();
  const nation = index.nations.find((n) => n.idx === tabIdx);
  if (!nation) return { subLocations: [] };
  const out = [];
  for (const city of index.citiesOfNation.get(nation.code) ?? []) {
    const featured = index.locations.filter((l) => l.level === 'area' && l.cityIdx === city.idx && l.featured).sort((a, b) => a.sort - b.sort);
    for (const node of featured.length > 0 ? featured : [city]) out.push(subLocation(index, node, locale));
  }
  return { subLocations: out };
}
