// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { authStore } from '../auth';
import { catalogStore } from '../catalog';
import { gradeStore } from '../membership';
import { pointsStore } from '../points';
import { productStore } from '../product';
import { bookingStore } from './store';

export const reposOf = perDatabase((db) => ({
  catalog: catalogStore(db).catalog,
  memberships: gradeStore(db),
  orderPayments: bookingStore(db).orderPayments,
  orders: bookingStore(db).orders,
  addPayments: bookingStore(db).addPayments,
  points: pointsStore(db),
  productDetail: productStore(db),
  users: authStore(db).users,
}));

export type Repos = ReturnType<typeof reposOf>;
