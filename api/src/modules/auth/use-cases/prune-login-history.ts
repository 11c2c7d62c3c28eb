// Destroys login records past their retention (rules/login-history-retention.ts), a batch at a time
// so no statement holds the table long. Run by the 'login-history-retention' job (src/jobs.ts);
// running it twice, or in two processes at once, deletes nothing twice.
import type { Db } from '../../../db/database';
import { deleteInBatches } from '../../../lib/delete-in-batches';
import { loginHistoryKeptFrom } from '../rules/login-history-retention';
import { authStore } from '../store';

const PRUNE_BATCH = 5_000;

/** Deletes the login records past retention at `now`; returns how many went. */
export async function pruneLoginHistory(db: Db, now: Date): Promise<number> {
  const before = loginHistoryKeptFrom(now);
  const history = authStore(db).loginHistory;
  return deleteInBatches((size) => history.deleteMadeBefore(before, size), PRUNE_BATCH);
}
