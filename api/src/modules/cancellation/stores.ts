// The stores the cancellation works with: its own (partial cancels, the refunds ledger) and,
// through their index, the booking's (orders, payments, extras) and the member's coupons. One set
// per database.
import { perDatabase } from '../../db/per-database';
import { bookingStore } from '../booking';
import { couponsStore } from '../coupons';
import { cancellationStore } from './store';

export const reposOf = perDatabase((db) => ({
  ...cancellationStore(db),
  ...bookingStore(db),
  coupons: couponsStore(db).coupons,
}));

export type Repos = ReturnType<typeof reposOf>;
