// How a booking was paid, one line per route (SPEC §3 Payment: the charge, awesome cash, welfare
// points, the coupon): the booking detail and the voucher list every route, so the lines add up to
// what the stay cost. Pure, no I/O.
import type { PaidLine } from '@stay/shared/contracts/money-lines';

export interface PaidFacts {
  /** The charge's method and amount once the gateway took it (payDate set), else null. */
  charged: { method: string; amount: number } | null;
  pointAmount: number;
  userPointAmount: number;
  couponAmount: number;
}

export function paidLinesOf(f: PaidFacts): PaidLine[] {
  const lines: PaidLine[] = [];
  if (f.charged && f.charged.amount > 0) lines.push({ route: 'PAYMENT', method: f.charged.method, amount: f.charged.amount });
  if (f.pointAmount > 0) lines.push({ route: 'AWESOME_CASH', method: null, amount: f.pointAmount });
  if (f.userPointAmount > 0) lines.push({ route: 'WELFARE_POINTS', method: null, amount: f.userPointAmount });
  if (f.couponAmount > 0) lines.push({ route: 'COUPON', method: null, amount: f.couponAmount });
  return lines;
}
