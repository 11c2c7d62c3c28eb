// The refunds ledger's lines of one cancellation: exactly the preview's refund lines the member
// confirmed, each tied to what it refunds (our payment record, the extra's payment), plus the
// coupon when it came back. Pure: the closing transaction writes these rows as they are.
import type { CancelScopeKind, LedgerRoute } from '../../../db/schema/orders';
import type { RefundLine } from './types';

export interface LedgerLine {
  scope: CancelScopeKind;
  route: LedgerRoute;
  method: string | null;
  amount: number;
  timing: 'IMMEDIATE' | 'BY_DATE';
  dueBy: string | null;
  paymentIdx: number | null;
  addPayPaymentIdx: number | null;
}

export interface LedgerRefs {
  scope: CancelScopeKind;
  /** Our record of the booking's payment (PAYMENT lines). */
  paymentIdx: number | null;
  /** The extras' payments, in the order the preview lists their ADD_PAY lines. */
  addPayPaymentIdxs: readonly number[];
  /** The coupon that came back with the cancellation (its discount), if one did. */
  coupon: { amount: number } | null;
}

export function ledgerLines(refunds: readonly RefundLine[], refs: LedgerRefs): LedgerLine[] {
  let extra = 0;
  const lines: LedgerLine[] = [];
  for (const r of refunds) {
    if (r.amount <= 0) continue;
    const addPayPaymentIdx = r.route === 'ADD_PAY' ? (refs.addPayPaymentIdxs[extra++] ?? null) : null;
    lines.push({ scope: refs.scope, route: r.route, method: r.method, amount: r.amount, timing: r.timing, dueBy: r.by, paymentIdx: r.route === 'PAYMENT' ? refs.paymentIdx : null, addPayPaymentIdx });
  }
  if (refs.coupon && refs.coupon.amount > 0) lines.push({ scope: refs.scope, route: 'COUPON', method: null, amount: refs.coupon.amount, timing: 'IMMEDIATE', dueBy: null, paymentIdx: null, addPayPaymentIdx: null });
  return lines;
}

/** What the ledger gave back to each route so far (the rows of earlier cancellations). */
export function refundedByRoute(rows: readonly { route: LedgerRoute; amount: number }[]): Record<LedgerRoute, number> {
  const sums: Record<LedgerRoute, number> = { PAYMENT: 0, ADD_PAY: 0, AWESOME_CASH: 0, WELFARE_POINTS: 0, COUPON: 0 };
  for (const r of rows) sums[r.route] += r.amount;
  return sums;
}
