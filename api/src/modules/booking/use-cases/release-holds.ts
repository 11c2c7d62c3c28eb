// The hold expiry job: unpaid orders whose hold is over give their rooms and points back
// (README.md "Holds"). Run by a timer in the booking plugin; tests call it directly.
import type { Repositories } from '../../../repositories';
import { stockMoved } from './stock-moved';

export async function releaseExpiredHolds(repos: Repositories, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await repos.orders.expiredHolds(now);
    for (const order of due) {
      if (!(await repos.orders.release(order.idx, ['HELD'], 'HOLD_EXPIRED', now))) continue;
      released += 1;
      await stockMoved(repos, order.productIdx);
    }
    if (due.length < 100) return released;
  }
}
