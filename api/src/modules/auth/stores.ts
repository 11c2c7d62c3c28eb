// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { authStore } from './store';

export const reposOf = perDatabase((db) => ({
  certs: authStore(db).certs,
  loginHistory: authStore(db).loginHistory,
  oauth: authStore(db).oauth,
  sessions: authStore(db).sessions,
  users: authStore(db).users,
}));

export type Repos = ReturnType<typeof reposOf>;
