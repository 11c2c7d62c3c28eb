// GET /v1/wishs (SPEC §7 Wishes, §3 Wish list) and the toggle POST /v1/wishs/products/{productIdx}
// (removing is toggling off; undo toggles it back on). Each wish has today's price for the default
// search dates (`priceDates`), or null when nothing is on sale then.
import { apiRequest, defaultDates } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';

const PriceSchema = v.object({ displayAmount: v.number(), awesomeAmount: v.number(), soldOut: v.boolean() });
const WishSchema = v.object({ productIdx: v.number(), productName: textField, productType: textField, productImg: textField, city: textField, star: numberField, price: v.optional(v.nullable(PriceSchema), null) });
export type Wish = v.InferOutput<typeof WishSchema>;

const WishesSchema = v.object({
  wishs: listOf(WishSchema),
  priceDates: v.optional(v.nullable(v.object({ checkInDate: v.string(), checkOutDate: v.string() })), null),
});
export type Wishes = v.InferOutput<typeof WishesSchema>;

export function getWishes(signal?: AbortSignal): Promise<Wishes> {
  // The default dates of the traveller's today, the same the web bar shows (SPEC §9).
  return apiRequest('content', 'GET', '/v1/wishs', { signal, suppressAlert: true, query: defaultDates(), schema: WishesSchema });
}

export async function toggleWish(productIdx: number): Promise<boolean> {
  return (await apiRequest('content', 'POST', `/v1/wishs/products/${productIdx}`, { schema: v.object({ wished: v.boolean() }) })).wished;
}
