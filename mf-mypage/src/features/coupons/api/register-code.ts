// Registering a coupon code from the one box (SPEC §7 Coupons): POST /v1/coupons/code {code}. The
// server tells the kind from the code itself and answers it with the coupons the code gave
// (@stay/shared/contracts/member-coupons). The per-kind calls (/pack, /corporation, /live) stay for
// older clients; this page no longer needs them.
import { apiRequest } from '@stay/shared';
import { COUPON_CODE_MAX_LENGTH, CouponCodeRegisteredSchema, type CouponCodeRegistered } from '@stay/shared/contracts/member-coupons';

export { COUPON_CODE_MAX_LENGTH };

/**
 * What the box refuses before any call: nothing but spaces and hyphens, or more than the server
 * takes. Every other text goes to the server, which alone knows whether it is a code.
 */
export function codeProblem(raw: string): 'required' | 'tooLong' | null {
  if (!raw.replace(/[\s-]+/g, '')) return 'required';
  if (raw.trim().length > COUPON_CODE_MAX_LENGTH) return 'tooLong';
  return null;
}

export async function registerCode(raw: string): Promise<CouponCodeRegistered> {
  return apiRequest('content', 'POST', '/v1/coupons/code', { body: { code: raw.trim() }, suppressAlert: true, schema: CouponCodeRegisteredSchema });
}
