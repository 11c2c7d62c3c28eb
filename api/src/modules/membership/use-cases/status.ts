// The management page: everything stated plainly (plan, state, next charge, card, the value the
// membership gave back, and what a cancel, a refund or an upgrade would do).
import { PLANS } from '../../../db/schema/memberships';
import { asLike, hasBenefits, refundOffer } from '../rules/billing';
import { priceChangeView, renewalDecision } from '../rules/price-change';
import { paidAmountOfPeriod } from '../store/charges';
import { usedByBooking, valueSince } from '../store/members';
import { liveOf } from '../store/subscriptions';
import { iso, type MembershipDeps } from './shared/deps';
import { goldQuote, termsOf } from './shared/terms';

export async function status({ db, clock }: Pick<MembershipDeps, 'db' | 'clock'>, userIdx: number) {
  const now = clock();
  const sub = await liveOf(db, userIdx);
  if (!sub) return { membership: null };
  const periodStart = sub.currentPeriodStart ?? sub.startedAt;
  const [paid, used, value, terms] = await Promise.all([paidAmountOfPeriod(db, sub.idx), usedByBooking(db, userIdx, sub.startedAt), valueSince(db, userIdx, periodStart), termsOf(db, sub)]);
  const decision = renewalDecision(terms);
  const renews = sub.status === 'PAST_DUE' || (sub.status === 'ACTIVE' && 'charge' in decision);
  const refund = refundOffer(asLike(sub), paid?.amount ?? sub.price, used, now);
  const upgrade = await goldQuote(db, sub, now);
  return {
    membership: {
      plan: sub.plan,
      grade: PLANS[sub.plan].grade,
      status: sub.status,
      benefits: hasBenefits(asLike(sub), now),
      startedAt: sub.startedAt.toISOString(),
      currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
      // Declined (or not yet accepted) a new price: no charge is planned; it ends at the period end unless they accept.
      nextChargeAt: renews ? iso(sub.nextBillingAt ?? sub.currentPeriodEnd) : null,
      nextChargeAmount: renews ? ('charge' in decision ? decision.charge : sub.price) : null,
      priceChange: priceChangeView(sub, terms, now),
      graceUntil: iso(sub.graceUntil),
      lastFailCode: sub.lastFailCode,
      cardMasked: sub.cardMasked,
      /** Set when the card runs out before the next charge, so the page asks for a new card before the charge fails. */
      cardExpiresBeforeCharge: sub.cardExpiresAt && sub.nextBillingAt && sub.cardExpiresAt <= sub.nextBillingAt ? sub.cardExpiresAt.toISOString() : null,
      paidThisPeriod: paid?.amount ?? null,
      /** The period's fee against what the membership gave back in it (discounts, cashback), so the member sees whether it pays off. */
      value: { periodStart: periodStart.toISOString(), fee: paid && paid.periodStart.getTime() === periodStart.getTime() ? paid.amount : 0, ...value },
      refund: refund.available
        ? { available: true, amount: refund.amount, until: refund.until.toISOString(), reason: null }
        : { available: false, amount: 0, until: iso(refund.until), reason: refund.reason },
      upgrade: upgrade ? { amount: upgrade.amount, silverRefund: upgrade.silverRefund, nextChargeAt: upgrade.nextChargeAt.toISOString() } : null,
    },
  };
}
