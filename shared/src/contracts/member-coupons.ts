// The member's coupons on /mypage/coupon: GET v1/coupons/user, and registering a coupon code (the
// one box, POST /v1/coupons/code {code}, whose answer says the kind the code was and the coupons it
// gave). Written by api/src/modules/coupons (rules/discount.ts couponView, use-cases/register-coupon-code.ts).
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from './fields';

/** A pack of coupons, a company's code (SPEC §5 CORPORATION_CODE), a live broadcast's number. */
export const COUPON_CODE_KINDS = ['PACK', 'CORPORATION', 'LIVE'] as const;
export type CouponCodeKind = (typeof COUPON_CODE_KINDS)[number];

/** The most a typed code may hold: the longest code is 32, with room for the spaces a copy brings. */
export const COUPON_CODE_MAX_LENGTH = 64;

export const MemberCouponSchema = v.object({
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
export type MemberCoupon = v.InferOutput<typeof MemberCouponSchema>;

export const MemberCouponsSchema = v.object({ coupons: listOf(MemberCouponSchema) });

/** The answer of POST /v1/coupons/code: the kind is strict (the box names it), the coupons lenient. */
export const CouponCodeRegisteredSchema = v.object({ kind: v.picklist(COUPON_CODE_KINDS), coupons: listOf(MemberCouponSchema) });
export type CouponCodeRegistered = v.InferOutput<typeof CouponCodeRegisteredSchema>;
