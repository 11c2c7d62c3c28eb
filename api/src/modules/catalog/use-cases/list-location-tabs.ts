// The keyword modal's tabs: one per nation (SPEC §9 nation codes); they all fit on page 0.
import type { Locale } from '../../../lib/locale';
import { pick } from '../../../lib/localize';
import type { SearchStore } from '../search/search-store';

export async function listLocationTabs(store: SearchStore, page: number, locale: Locale) {
  const index = await store.index();
  return { tabs: page > 0 ? [] : index.nations.map((n) => ({ idx: n.idx, title: pick(n.names, locale) })) };
}
