// GET v1/coupons/user (booking README "Coupons"): all the member's coupons with their conditions
// (the shape: @stay/shared/contracts/member-coupons).
import { apiRequest } from '@stay/shared';
import { MemberCouponsSchema, type MemberCoupon } from '@stay/shared/contracts/member-coupons';

export type Coupon = MemberCoupon;

export async function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return (await apiRequest('content', 'GET', '/v1/coupons/user', { signal, suppressAlert: true, schema: MemberCouponsSchema })).coupons;
}

export type CouponGroup = 'usable' | 'used' | 'expired';

/** usable: unused and still usable; used: used or held by an unpaid order; expired: the rest. */
export function groupOf(c: Coupon, today: string): CouponGroup {
  if (c.state === 'used' || c.state === 'reserved') return 'used';
  if (c.state === 'unused' && c.useExpireDate >= today) return 'usable';
  return 'expired';
}
