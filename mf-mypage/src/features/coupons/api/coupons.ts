// GET v1/coupons/user (booking README "Coupons"): all the member's coupons with their conditions.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from '@stay/shared/contracts/fields';

export const CouponSchema = v.object({
  couponUserIdx: numberField,
  couponName: textField,
  title: textField,
  discountType: textField,
  discount: numberField,
  maxDiscount: v.optional(v.nullable(v.number()), null),
  minPrice: numberField,
  useExpireDate: textField,
  state: textField,
  userUseDate: nullableText,
  availableExpedia: booleanField,
  avail: booleanField,
});
export type Coupon = v.InferOutput<typeof CouponSchema>;

export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return (await apiRequest('content', 'GET', '/v1/coupons/user', { signal, suppressAlert: true, schema: v.object({ coupons: listOf(CouponSchema) }) })).coupons;
}

export type CouponGroup = 'usable' | 'used' | 'expired';

/** usable: unused and still usable; used: used or held by an unpaid order; expired: the rest. */
export function groupOf(c: Coupon, today: string): CouponGroup {
  if (c.state === 'used' || c.state === 'reserved') return 'used';
  if (c.state === 'unused' && c.useExpireDate >= today) return 'usable';
  return 'expired';
}
