// Points on a booking (booking README "Coupons"): the coupon comes off first, then points, and
// the total never goes below the gateway's minimum payment. The hold transaction checks the
// balance again on the member's locked row; this is the check the quote and the order answer with.
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { MIN_PAY_AMOUNT } from '../../pricing';
import { bookingFail } from '../failures';

export interface PointBalances {
  /** Awesome cash (SPEC usePoint). */
  point: number;
  /** Welfare points (SPEC useUserPoint). */
  userPoint: number;
}

/** The most points (both kinds together) a stay of `saleAmount` with this coupon may take. */
export const maxUsablePoint = (saleAmount: number, couponAmount: number): number => Math.max(0, saleAmount - couponAmount - MIN_PAY_AMOUNT);

/** Never more than the member has (POINTS_EXCEEDED), never below the minimum payment (INVALID_INPUT on usePoint). */
export function checkPoints(have: PointBalances, use: { usePoint: number; useUserPoint: number }, saleAmount: number, couponAmount: number, locale: Locale): void {
  if (use.usePoint > have.point || use.useUserPoint > have.userPoint) throw bookingFail('POINTS_EXCEEDED', locale, { points: have });
  if (use.usePoint + use.useUserPoint > maxUsablePoint(saleAmount, couponAmount)) throw new AppError('INVALID_INPUT', { issues: [{ field: 'usePoint', rule: 'INVALID' }] });
}
