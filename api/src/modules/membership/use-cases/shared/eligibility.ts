// Whether a member may take a plan (rules/billing.ts eligibility) from what is stored about them:
// the plans they ever held and the subscription they hold now.
import type { Tx } from '../../../../db/database';
import type { PlanCode } from '../../../../db/schema/memberships';
import { asLike, eligibility } from '../../rules/billing';
import { liveOf, plansEver, type SubscriptionRow } from '../../store/subscriptions';

export async function eligibilityOf(db: Tx, userIdx: number, plan: PlanCode, memberType: 'N' | 'C' | undefined) {
  const { history } = await historyOf(db, userIdx);
  return eligibility(plan, history, memberType ?? 'N');
}

/** The member's plan history and live subscription (the row, and as the rules see it). */
export async function historyOf(db: Tx, userIdx: number): Promise<{ current: SubscriptionRow | undefined; history: { plansEver: PlanCode[]; current: ReturnType<typeof asLike> | null } }> {
  const [ever, current] = await Promise.all([plansEver(db, userIdx), liveOf(db, userIdx)]);
  return { current, history: { plansEver: ever, current: current ? asLike(current) : null } };
}
