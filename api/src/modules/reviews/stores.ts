// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { authStore } from '../auth';
import { bookingStore } from '../booking';
import { productStore } from '../product';
import { reviewStore } from './store';

export const reposOf = perDatabase((db) => ({
  orders: bookingStore(db).orders,
  productDetail: productStore(db),
  reviews: reviewStore(db),
  users: authStore(db).users,
}));

export type Repos = ReturnType<typeof reposOf>;
