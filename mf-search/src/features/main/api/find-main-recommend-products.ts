// POST /v2/products/findMainRecommendProducts {checkInDate, searchType} (SPEC §7): recommended
// stays, priced for the visitor's stored search (check-out, guests and rooms ride along).
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { ProductCardSchema } from '../../../lib/product-card-schema';
import { listOf } from '@stay/shared/contracts/fields';
import type { StayCondition } from '@stay/shared/contracts/stay-condition';
import { useRequest } from '../../../lib/use-request';

export const RecommendSchema = v.object({ products: listOf(ProductCardSchema) });

/** The contract names searchType without values; the main page asks for its own list. */
export const MAIN_SEARCH_TYPE = 'MAIN';

/** The stay the list is priced for: the visitor's stored search (dates, guests, rooms); one child per age. */
export type RecommendCondition = Pick<StayCondition, 'checkInDate' | 'checkOutDate' | 'adtCnt' | 'chdAges' | 'count'>;

export async function findMainRecommendProducts(c: RecommendCondition, signal?: AbortSignal) {
  const data = await apiRequest('content', 'POST', '/v2/products/findMainRecommendProducts', {
    body: { checkInDate: c.checkInDate, checkOutDate: c.checkOutDate, adtCnt: c.adtCnt, chdCnt: c.chdAges.length, chdAges: c.chdAges, count: c.count, searchType: MAIN_SEARCH_TYPE },
    signal,
    suppressAlert: true,
    schema: RecommendSchema,
  });
  return data.products;
}

/** `enabled` false: not yet (the section is still far below the viewport). */
export function useMainRecommendProducts(condition: RecommendCondition, enabled = true) {
  const { i18n } = useStayTranslation();
  const key = enabled ? `recommend:${JSON.stringify(condition)}:${i18n.language}` : null;
  return useRequest(key, (signal) => findMainRecommendProducts(condition, signal));
}
