// The stores the cancellation works with: its own (partial cancels, the refunds ledger) and,
// through their index, the booking's (orders, payments, extras), the member's coupons and the
// booked room. One set per database.
import { perDatabase } from '../../db/per-database';
import { bookingStore } from '../booking';
import { couponsStore } from '../coupons';
import { productStore } from '../product';
import { cancellationStore } from './store';

export const reposOf = perDatabase((db) => ({
  ...cancellationStore(db),
  ...bookingStore(db),
  coupons: couponsStore(db).coupons,
  /** The booked room's occupancy (who stays when rooms are cancelled). */
  bookedStay: productStore(db).bookedStay,
}));

export type Repos = ReturnType<typeof reposOf>;
