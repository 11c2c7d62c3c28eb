// POST /v1/coupons/book {productIdx, rateplanIdx, startDate, endDate, adtCnt, chdCnt, chdAges, count}
// (SPEC §7 Coupons; this round's contract): the member's unused coupons with `avail`, the reason
// when not, and the discount each gives on this stay.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import type { BookTarget } from '../../../lib/book-query';
import { booleanField, listOf, numberField, textField } from '@stay/shared/contracts/fields';

export const CouponSchema = v.object({
  couponUserIdx: numberField,
  couponManagerIdx: numberField,
  couponName: textField,
  title: textField,
  discountType: textField,
  discount: numberField,
  maxDiscount: v.optional(v.nullable(v.number()), null),
  minPrice: numberField,
  useExpireDate: textField,
  avail: booleanField,
  reason: v.optional(v.nullable(v.string()), null),
  couponAmount: numberField,
});
export type Coupon = v.InferOutput<typeof CouponSchema>;

const CouponsSchema = v.object({ coupons: listOf(CouponSchema) });

export function getBookCoupons(target: BookTarget, signal?: AbortSignal): Promise<Coupon[]> {
  const c = target.condition;
  const rateplanIdx = Number(target.rateplan);
  const body = {
    productIdx: target.productIdx,
    rateplanIdx,
    startDate: c.checkInDate,
    endDate: c.checkOutDate,
    adtCnt: c.adtCnt,
    chdCnt: c.chdCnt,
    chdAges: c.chdAges.slice(0, c.chdCnt),
    count: c.count,
  };
  return apiRequest('content', 'POST', '/v1/coupons/book', { body, signal, suppressAlert: true, schema: CouponsSchema }).then((d) => d.coupons);
}
