// The keyword search (docs/api/content-search.md "Keyword search"): places and stays whose names
// match, up to 20 of each. The answer is kept as sent, per query and language (search-store.ts),
// so a repeated keyword costs no work at all: this returns the envelope's JSON text.
import type { Locale } from '../../../lib/locale';
import { ok } from '../../../lib/envelope';
import { pick } from '../../../lib/localize';
import type { SearchStore } from '../search/search-store';
import type { SearchHit } from '../store/search';
import { normalizeSearchText } from '../store/search-text';

function keywordResult(hit: SearchHit, locale: Locale) {
  return {
    resultName: pick(hit.names, locale),
    subText: pick(hit.sub, locale),
    idx: hit.refIdx,
    subIdx: 0,
    nationCode: hit.nationCode,
    cityCode: hit.cityCode,
    area: hit.areaCode,
    subArea: hit.subAreaCode,
    resultType: hit.kind,
  };
}

export async function keywordSearch(store: SearchStore, searchText: string, locale: Locale): Promise<string> {
  const query = normalizeSearchText(searchText);
  return store.keywordAnswer(query, locale, async () => {
    const results = (query ? await store.keyword(query) : []).map((h) => keywordResult(h, locale));
    return JSON.stringify(
      ok({ searchLocationsList: results.filter((r) => r.resultType === 'location'), searchProductsList: results.filter((r) => r.resultType === 'product') }),
    );
  });
}
