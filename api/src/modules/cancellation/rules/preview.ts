// The one refund rule: what a cancellation of this order refunds, to which route, when,
// and why, decided from the order's facts and today's Korean day. Pure. The cancel call executes
// exactly these figures (use-cases/cancel.ts), and the preview call shows them.
//
// Rules (SPEC §4 Cancellation text): a paid booking is cancelled free of charge up to and
// including its free-cancel date; after it, or when the plan is non-refundable, it cannot be
// cancelled (no fee tiers: the spec knows only 'free until {date}' and 'not possible'). An unpaid
// hold is always released. Everything paid goes back to the route it came from: the gateway
// payment and paid additional payments by the gateway (up to REFUND_BUSINESS_DAYS), awesome cash
// and welfare points at once. The coupon goes back to the member's coupons; one whose own last
// day has passed comes back expired (not usable).
import { createHash } from 'node:crypto';
import type { HoldState, OrderStatus } from '../../../db/schema/orders';
import { addBusinessDays } from './business-days';
import type { CancellationFacts, CancellationPreview, CancelRuleKind, PaidLine, RefundLine, Refusal } from './types';

/** Paid statuses a member may cancel (SPEC §4). */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['confirm', 'confirm_wait'];

/** Card and easy-pay refunds take up to this many business days. */
export const REFUND_BUSINESS_DAYS = 3;

/** SPEC §4: free cancellation up to and including the cancel date (Korean day); none when null. */
export const freeCancelOpenOn = (cancelFreeDate: string | null, today: string): boolean => cancelFreeDate !== null && today <= cancelFreeDate;

function refusalOf(status: OrderStatus, holdState: HoldState, rule: CancelRuleKind): Refusal | null {
  if (status === 'cancel' || status === 'cancel_wait' || status === 'cancel_request' || holdState === 'RELEASED') return 'ALREADY_CANCELLED';
  if (holdState === 'HELD') return null;
  if (holdState === 'PAYING') return 'PAYMENT_IN_PROGRESS';
  if (!CANCELLABLE_STATUSES.includes(status)) return 'CANCEL_NOT_ALLOWED';
  return rule === 'FREE_UNTIL' ? null : 'CANCEL_NOT_ALLOWED';
}

function ruleOf(facts: CancellationFacts, today: string): CancelRuleKind {
  if (facts.holdState === 'HELD') return 'UNPAID';
  if (facts.cancelFreeDate === null) return 'NON_REFUNDABLE';
  return freeCancelOpenOn(facts.cancelFreeDate, today) ? 'FREE_UNTIL' : 'DEADLINE_PASSED';
}

export function fingerprintOf(p: Omit<CancellationPreview, 'fingerprint' | 'today'>): string {
  // Arrival dates are left out: they move with the calendar, not with what the member gets back.
  const figures = {
    orderNum: p.orderNum,
    allowed: p.allowed,
    refusal: p.refusal,
    rule: p.rule,
    paid: p.paid,
    fee: p.fee,
    coupon: p.coupon,
    refunds: p.refunds.map((r) => [r.route, r.method, r.amount, r.timing]),
  };
  return createHash('sha256').update(JSON.stringify(figures)).digest('hex').slice(0, 32);
}

export function previewCancellation(facts: CancellationFacts, today: string): CancellationPreview {
  const rule = ruleOf(facts, today);
  const refusal = refusalOf(facts.status, facts.holdState, rule);
  const allowed = refusal === null;
  const unpaid = facts.holdState === 'HELD';
  const charged = unpaid ? null : facts.payment;

  const paid: PaidLine[] = [];
  if (charged && charged.amount > 0) paid.push({ route: 'PAYMENT', method: charged.method, amount: charged.amount });
  if (!unpaid) for (const a of facts.addPays) if (a.amount > 0) paid.push({ route: 'ADD_PAY', method: a.method, amount: a.amount });
  if (facts.awesomeCash > 0) paid.push({ route: 'AWESOME_CASH', method: null, amount: facts.awesomeCash });
  if (facts.welfarePoints > 0) paid.push({ route: 'WELFARE_POINTS', method: null, amount: facts.welfarePoints });
  if (facts.coupon && facts.coupon.amount > 0) paid.push({ route: 'COUPON', method: null, amount: facts.coupon.amount });
  const paidTotal = paid.reduce((sum, line) => sum + line.amount, 0);

  // Within free cancellation the fee is 0; otherwise nothing is refunded, so the fee is everything paid.
  const moneyPaid = paid.filter((l) => l.route !== 'COUPON').reduce((sum, l) => sum + l.amount, 0);
  const fee = { amount: allowed ? 0 : moneyPaid, rule, date: facts.cancelFreeDate };

  const refunds: RefundLine[] = [];
  if (allowed) {
    const by = addBusinessDays(today, REFUND_BUSINESS_DAYS);
    for (const line of paid) {
      if (line.route === 'COUPON') continue;
      const immediate = line.route === 'AWESOME_CASH' || line.route === 'WELFARE_POINTS';
      refunds.push({ route: line.route, method: line.method, amount: line.amount, timing: immediate ? 'IMMEDIATE' : 'BY_DATE', by: immediate ? null : by });
    }
  }
  const refundTotal = refunds.reduce((sum, r) => sum + r.amount, 0);

  const coupon = facts.coupon
    ? {
        returned: allowed,
        usable: allowed && facts.coupon.useExpireDate >= today,
        reason: !allowed ? ('NOT_CANCELLABLE' as const) : facts.coupon.useExpireDate < today ? ('EXPIRED' as const) : unpaid ? ('UNPAID' as const) : ('FREE_CANCEL' as const),
        amount: facts.coupon.amount,
        useExpireDate: facts.coupon.useExpireDate,
      }
    : null;

  const body = { orderNum: facts.orderNum, allowed, refusal, rule: { kind: rule, cancelDate: facts.cancelFreeDate }, paid, paidTotal, fee, coupon, refunds, refundTotal };
  return { ...body, today, fingerprint: fingerprintOf(body) };
}
