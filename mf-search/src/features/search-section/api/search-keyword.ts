// POST /v1/products/search-keyword {searchText} (SPEC §7, docs/api/content-search.md): locations
// and stays whose ko/en/ja names contain the text, each list cut to the first 20 (SPEC §9).
import { apiRequest, KEYWORD_RESULTS_MAX } from '@stay/shared';
import * as v from 'valibot';
import { idField as id, listOf, textField as text } from '@stay/shared/contracts/fields';

export const KeywordResultSchema = v.object({
  resultName: v.string(),
  subText: text,
  idx: id,
  subIdx: id,
  nationCode: text,
  cityCode: text,
  area: text,
  subArea: text,
  resultType: v.optional(v.picklist(['location', 'product']), 'location'),
});

export const KeywordSearchSchema = v.object({
  searchLocationsList: listOf(KeywordResultSchema),
  searchProductsList: listOf(KeywordResultSchema),
});

export type KeywordResult = v.InferOutput<typeof KeywordResultSchema>;

export interface KeywordResults {
  locations: KeywordResult[];
  products: KeywordResult[];
}

/**
 * Keyword errors are only logged (SPEC §8), so the client's alert is suppressed; the caller logs.
 */
export async function searchKeyword(searchText: string, signal?: AbortSignal): Promise<KeywordResults> {
  const data = await apiRequest('content', 'POST', '/v1/products/search-keyword', {
    body: { searchText },
    signal,
    suppressAlert: true,
    schema: KeywordSearchSchema,
  });
  return {
    locations: data.searchLocationsList.slice(0, KEYWORD_RESULTS_MAX).map((r) => ({ ...r, resultType: 'location' as const })),
    products: data.searchProductsList.slice(0, KEYWORD_RESULTS_MAX).map((r) => ({ ...r, resultType: 'product' as const })),
  };
}
