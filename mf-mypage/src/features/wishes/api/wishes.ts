// GET /v1/wishs (SPEC §7 Wishes, §3 Wish list) and the toggle POST /v1/wishs/products/{productIdx}
// (removing is toggling off; undo toggles it back on).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '../../../lib/schema-fields';

const WishSchema = v.object({ productIdx: v.number(), productName: textField, productType: textField, productImg: textField, city: textField, star: numberField });
export type Wish = v.InferOutput<typeof WishSchema>;

export async function getWishes(signal?: AbortSignal): Promise<Wish[]> {
  return (await apiRequest('content', 'GET', '/v1/wishs', { signal, suppressAlert: true, schema: v.object({ wishs: listOf(WishSchema) }) })).wishs;
}

export async function toggleWish(productIdx: number): Promise<boolean> {
  return (await apiRequest('content', 'POST', `/v1/wishs/products/${productIdx}`, { schema: v.object({ wished: v.boolean() }) })).wished;
}
