// POST /v1/theme-products/{id} (SPEC §7): a theme's stays priced for the traveller's condition.
import { apiRequest, type SearchCondition } from '@stay/shared';
import * as v from 'valibot';
import { ProductCardSchema } from '../../../lib/product-card-schema';
import { listOf } from '../../../lib/schema-fields';

const ThemePageSchema = v.object({
  theme: v.object({ idx: v.number(), title: v.string(), subTitle: v.string(), imgUrl: v.string() }),
  condition: v.object({ checkInDate: v.string(), checkOutDate: v.string(), adtCnt: v.number(), chdCnt: v.number() }),
  products: listOf(ProductCardSchema),
});
export type ThemePage = v.InferOutput<typeof ThemePageSchema>;

export function getThemePage(id: number, c: SearchCondition, signal?: AbortSignal) {
  const body = { adtCnt: c.adtCnt, chdCnt: c.chdCnt, chdAges: c.chdAges, checkInDate: c.checkInDate, checkOutDate: c.checkOutDate, count: c.count };
  return apiRequest('content', 'POST', `/v1/theme-products/${id}`, { body, signal, suppressAlert: true, schema: ThemePageSchema });
}
