// Coupons (SPEC §3 Coupon, §7 Coupons): what a coupon takes off a stay (rules/), downloading and
// registering codes, the member's coupons, and a coupon applied to a booking's quote. The order
// reserves its coupon inside its hold and a cancellation gives it back (couponsRepository on the
// caller's transaction). README.md and CODES.md beside this file.
export { couponsRoutes } from './routes';
export { couponFail } from './failures';
export { couponsForStay, quoteCoupon } from './use-cases/apply';
export type { CouponStay, CouponView } from './rules/discount';
export { couponsStore, type CouponsStore } from './store';
export { couponsRepository } from './store/coupons';
export { couponCodesSeeder } from './seed/codes';
export { couponsSeeder } from './seed/coupons';
