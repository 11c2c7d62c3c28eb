// The subscribe page: each plan with its price, the terms stated before paying, and whether this
// member may take it (a visitor sees the plans without eligibility).
import { PLANS } from '../../../db/schema/memberships';
import { eligibility, subscribeTerms } from '../rules/billing';
import { priceAt } from '../rules/price-change';
import { memberTypeOf } from '../store/members';
import { priceChangesOf } from '../store/price-changes';
import { historyOf } from './shared/eligibility';
import { iso, type MembershipDeps } from './shared/deps';

export async function offer({ db, clock }: Pick<MembershipDeps, 'db' | 'clock'>, userIdx: number | null) {
  const now = clock();
  const [member, type, changes] = await Promise.all([
    userIdx === null ? null : historyOf(db, userIdx),
    userIdx === null ? undefined : memberTypeOf(db, userIdx),
    priceChangesOf(db),
  ]);
  const history = member?.history ?? { plansEver: [], current: null };
  const plans = (['GOLD', 'SILVER'] as const).map((plan) => {
    // The price in force today, and the one of the first renewal (an operator may have scheduled a change).
    const base = subscribeTerms(plan, now);
    const terms = { ...base, amount: priceAt(plan, changes, now), nextChargeAmount: priceAt(plan, changes, base.nextChargeAt) };
    const ok = eligibility(plan, history, type ?? 'N');
    return {
      plan,
      grade: PLANS[plan].grade,
      billing: PLANS[plan].billing,
      price: terms.amount,
      originalPrice: terms.originalPrice,
      monthlyPrice: plan === 'GOLD' ? Math.floor(terms.amount / 12) : terms.amount,
      nextChargeAt: iso(terms.nextChargeAt),
      nextChargeAmount: terms.nextChargeAmount,
      refundableUntil: iso(terms.refundableUntil),
      eligible: ok.ok,
      reason: ok.ok ? null : ok.reason,
    };
  });
  return { plans, current: member?.current ? member.current.plan : null };
}
