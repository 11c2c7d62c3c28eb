// The member's grade (SPEC §4 Membership grade), one rule for every caller: the subscription that
// gives benefits now (billing.ts hasBenefits: a cancelled one to its period end, an active one
// while its renewal is due, a past-due one during grace) decides it; without one, Bronze. The
// store only fetches the member's candidate subscriptions, so the grade a price is computed with
// and the one the screens show can never drift apart.
import { PLANS, type Grade, type PlanCode } from '../../../db/schema/memberships/constants';
import { hasBenefits, type SubscriptionLike } from './billing';

type Candidate = Pick<SubscriptionLike, 'plan' | 'status' | 'currentPeriodEnd' | 'graceUntil'>;

/** The subscription that gives the member their grade now: of those with benefits, the one whose period ends last. */
export function gradeHolder<T extends Candidate>(subscriptions: readonly T[], now: Date): T | undefined {
  let holder: T | undefined;
  for (const sub of subscriptions) {
    if (!hasBenefits(sub, now)) continue;
    if (!holder || sub.currentPeriodEnd.getTime() > holder.currentPeriodEnd.getTime()) holder = sub;
  }
  return holder;
}

/** The member's grade now, from their subscriptions (any order, any state). */
export function gradeOf(subscriptions: readonly Candidate[], now: Date): Grade {
  const holder = gradeHolder(subscriptions, now);
  return holder ? gradeOfPlan(holder.plan) : 'Bronze';
}

export const gradeOfPlan = (plan: PlanCode): Grade => PLANS[plan].grade;
