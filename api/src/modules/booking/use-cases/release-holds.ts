// The hold expiry job: unpaid orders whose hold is over give their rooms, points and coupon back
// (README.md "Holds"). Listed in the jobs registry (src/jobs.ts); tests call it directly.
import type { Db } from '../../../db/database';
import { stockMoved } from '../../catalog';
import { reposOf } from '../stores';

export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const repos = reposOf(db);
  let released = 0;
  for (;;) {
    const due = await repos.orders.expiredHolds(now);
    for (const order of due) {
      if (!(await repos.orders.release(order.idx, ['HELD'], 'HOLD_EXPIRED', now))) continue;
      released += 1;
      await stockMoved(db, order.productIdx);
    }
    if (due.length < 100) return released;
  }
}
