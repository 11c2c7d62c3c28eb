import { and, desc, eq, gt, or } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import { PLANS, subscriptions, type Grade } from '../../../db/schema/memberships';
import { RENEWAL_LATENCY_HOURS } from '../rules/billing';

/**
 * The subscription that gives the member a grade now (SPEC §4: kept until the period ends). The
 * same rule as membership/billing.ts hasBenefits: a cancelled one to its period end, an active one
 * while its renewal is due, a past-due one during grace (issue 11).
 */
async function currentSubscription(db: Tx, userIdx: number, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userIdx, userIdx),
        or(
          and(eq(subscriptions.status, 'ACTIVE'), gt(subscriptions.currentPeriodEnd, new Date(now.getTime() - RENEWAL_LATENCY_HOURS * 3600_000))),
          and(eq(subscriptions.status, 'CANCEL_REQUESTED'), gt(subscriptions.currentPeriodEnd, now)),
          and(eq(subscriptions.status, 'PAST_DUE'), gt(subscriptions.graceUntil, now)),
        ),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row;
}

export const membershipsRepository = (db: Tx) => ({
  current: (userIdx: number, now: Date, tx: Tx = db) => currentSubscription(tx, userIdx, now),

  async grade(userIdx: number, now: Date, tx: Tx = db): Promise<Grade> {
    const sub = await currentSubscription(tx, userIdx, now);
    return sub ? PLANS[sub.plan].grade : 'Bronze';
  },
});

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;

export const gradeStore = perDatabase((db) => membershipsRepository(db));
