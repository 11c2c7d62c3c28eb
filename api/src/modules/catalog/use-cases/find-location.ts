// One place by code: a city code (an area or sub-area code works too); SPEC §7: its title is its
// addressName. An unknown code is NOT_FOUND.
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import type { SearchStore } from '../search/search-store';
import { subLocation } from './location-view';

export async function findLocation(store: SearchStore, key: string, locale: Locale) {
  const index = await store.index();
  const node = index.byCode.get(key) ?? index.byCode.get(key.toUpperCase());
  if (!node) throw new AppError('NOT_FOUND');
  const location = subLocation(index, node, locale);
  return { searchLocation: { title: location.addressName, ...location } };
}
