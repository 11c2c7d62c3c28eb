import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { PLANS, subscriptions, type Grade } from '../db/schema/memberships';

/** The subscription that gives the member a grade now (SPEC §4: kept until the period ends). */
async function currentSubscription(db: Tx, userIdx: number, now: Date) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userIdx, userIdx), inArray(subscriptions.status, ['ACTIVE', 'CANCEL_REQUESTED']), gt(subscriptions.currentPeriodEnd, now)),
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
