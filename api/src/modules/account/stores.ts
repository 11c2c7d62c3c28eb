// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { authStore } from '../auth';
import { bookingStore } from '../booking';
import { gradeStore } from '../membership';
import { accountStore } from './store';

export const reposOf = perDatabase((db) => ({
  corporate: authStore(db).corporate,
  memberData: accountStore(db).memberData,
  memberships: gradeStore(db),
  oauth: authStore(db).oauth,
  orders: bookingStore(db).orders,
  sessions: authStore(db).sessions,
  users: authStore(db).users,
}));

export type Repos = ReturnType<typeof reposOf>;
