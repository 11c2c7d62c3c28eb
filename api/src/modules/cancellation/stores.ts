// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { bookingStore } from '../booking';
import { couponsStore } from '../coupons';
import { cancellationStore } from './store';

export const reposOf = perDatabase((db) => ({
  addPayments: bookingStore(db).addPayments,
  coupons: couponsStore(db).coupons,
  orderCancels: cancellationStore(db).orderCancels,
  orderPartCancels: cancellationStore(db).orderPartCancels,
  orderPayments: bookingStore(db).orderPayments,
  orders: bookingStore(db).orders,
}));

export type Repos = ReturnType<typeof reposOf>;
