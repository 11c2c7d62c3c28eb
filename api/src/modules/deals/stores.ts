// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { catalogStore } from '../catalog';
import { dealsStore } from './store';

export const reposOf = perDatabase((db) => ({
  deals: dealsStore(db),
  catalogRates: catalogStore(db).catalogRates,
}));

export type Repos = ReturnType<typeof reposOf>;
