// Retention (rules/retention.ts): removes the events filed before the first day still kept, a
// batch at a time so that no statement holds the table long. Run by the 'analytics-retention'
// job (src/jobs.ts); running it twice, or in two processes at once, removes nothing twice.
import type { Db } from '../../../db/database';
import { deleteInBatches } from '../../../lib/delete-in-batches';
import { retainedFrom } from '../rules/retention';
import { reposOf } from '../stores';

const PRUNE_BATCH = 10_000;

/** Removes the events past retention at `now`; returns how many went. */
export async function pruneAnalyticsEvents(db: Db, now: Date): Promise<number> {
  const before = retainedFrom(now);
  const analytics = reposOf(db).analytics;
  return deleteInBatches((size) => analytics.deleteFiledBefore(before, size), PRUNE_BATCH);
}
