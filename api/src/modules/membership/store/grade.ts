// The grade every price and screen asks for (GET /users, the booking quote). The rule is
// rules/grade.ts's; this store only fetches the member's candidate subscriptions, so the grade
// has one definition. Other modules call `gradeStore(db).grade(userIdx, now, tx?)` and
// `.current(userIdx, now, tx?)` through the module's index.
import type { Tx } from '../../../db/database';
import { perDatabase } from '../../../db/per-database';
import type { Grade } from '../../../db/schema/memberships';
import { gradeHolder, gradeOf } from '../rules/grade';
import { gradeCandidatesOf, type SubscriptionRow } from './subscriptions';

export const membershipsRepository = (db: Tx) => ({
  /** The subscription that gives the member their grade now (SPEC §4: kept until the period ends), if any. */
  async current(userIdx: number, now: Date, tx: Tx = db): Promise<SubscriptionRow | undefined> {
    return gradeHolder(await gradeCandidatesOf(tx, userIdx), now);
  },

  async grade(userIdx: number, now: Date, tx: Tx = db): Promise<Grade> {
    return gradeOf(await gradeCandidatesOf(tx, userIdx), now);
  },
});

export type MembershipsRepository = ReturnType<typeof membershipsRepository>;

export const gradeStore = perDatabase((db) => membershipsRepository(db));
