// Coupon enumerations (SPEC §3 Coupon; booking README "Coupons").

/** PUBLIC: any member may download it once (POST /v1/coupons). ISSUED: given to members by us. */
export const COUPON_MANAGER_TYPES = ['PUBLIC', 'ISSUED'] as const;
export type CouponManagerType = (typeof COUPON_MANAGER_TYPES)[number];

/** AMOUNT: `discount` won off. RATE: `discount` percent of the sale amount, capped by maxDiscount. */
export const DISCOUNT_TYPES = ['AMOUNT', 'RATE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/**
 * A member's coupon: unused -> reserved (by one unpaid order, `order_idx`) -> used (paid), or
 * back to unused when that order's hold is released or the booking cancelled. `expired` is stored
 * only by the seed; an unused coupon past its date reads as expired.
 */
export const USER_COUPON_STATES = ['unused', 'reserved', 'used', 'expired'] as const;
export type UserCouponState = (typeof USER_COUPON_STATES)[number];

/** Why a coupon cannot be used on a stay (Coupon.reason). */
export const COUPON_REASONS = ['MIN_PRICE', 'EXPIRED', 'USED', 'NOT_APPLICABLE'] as const;
export type CouponReason = (typeof COUPON_REASONS)[number];

/** Codes a member registers (coupon_codes): a coupon pack, a company's code, a live broadcast's. */
export const COUPON_CODE_KINDS = ['PACK', 'CORPORATION', 'LIVE'] as const;
export type CouponCodeKind = (typeof COUPON_CODE_KINDS)[number];
