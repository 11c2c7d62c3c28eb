// POST /v1/theme-products/{id} (SPEC §7): a theme's stays priced for the traveller's condition.
import { apiRequest, type SearchCondition } from '@stay/shared';
import * as v from 'valibot';
import { ProductCardSchema } from '../../../lib/product-card-schema';
import { listOf } from '@stay/shared/contracts/fields';
import { stayConditionOf } from '@stay/shared/contracts/stay-condition';

const ThemePageSchema = v.object({
  theme: v.object({ idx: v.number(), title: v.string(), subTitle: v.string(), imgUrl: v.string() }),
  condition: v.object({ checkInDate: v.string(), checkOutDate: v.string(), adtCnt: v.number(), chdCnt: v.number() }),
  products: listOf(ProductCardSchema),
});
export type ThemePage = v.InferOutput<typeof ThemePageSchema>;

export function getThemePage(id: number, c: SearchCondition, signal?: AbortSignal) {
  return apiRequest('content', 'POST', `/v1/theme-products/${id}`, { body: stayConditionOf(c), signal, suppressAlert: true, schema: ThemePageSchema });
}
