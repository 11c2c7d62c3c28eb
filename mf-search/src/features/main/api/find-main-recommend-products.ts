// POST /v2/products/findMainRecommendProducts {checkInDate, searchType} (SPEC §7): stays
// recommended for the default dates, priced for check-in + 1 night and 2 adults (API contract).
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { ProductCardSchema } from '../../../lib/product-card-schema';
import { listOf } from '../../../lib/schema-fields';
import { useRequest } from '../../../lib/use-request';

export const RecommendSchema = v.object({ products: listOf(ProductCardSchema) });

/** The contract names searchType without values; the main page asks for its own list. */
export const MAIN_SEARCH_TYPE = 'MAIN';

export async function findMainRecommendProducts(checkInDate: string, signal?: AbortSignal) {
  const data = await apiRequest('content', 'POST', '/v2/products/findMainRecommendProducts', {
    body: { checkInDate, searchType: MAIN_SEARCH_TYPE },
    signal,
    suppressAlert: true,
    schema: RecommendSchema,
  });
  return data.products;
}

export function useMainRecommendProducts(checkInDate: string) {
  const { i18n } = useStayTranslation();
  return useRequest(`recommend:${checkInDate}:${i18n.language}`, (signal) => findMainRecommendProducts(checkInDate, signal));
}
