// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { bookingStore } from '../booking';
import { productStore } from '../product';
import { vouchersRepository } from './store';

export const reposOf = perDatabase((db) => ({
  vouchers: vouchersRepository(db),
  addPayments: bookingStore(db).addPayments,
  orders: bookingStore(db).orders,
  productDetail: productStore(db),
}));

export type Repos = ReturnType<typeof reposOf>;
