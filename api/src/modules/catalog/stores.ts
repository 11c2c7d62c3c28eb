// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { catalogStore } from './store';

export const reposOf = perDatabase((db) => ({
  catalog: catalogStore(db).catalog,
  catalogContent: catalogStore(db).catalogContent,
  catalogRates: catalogStore(db).catalogRates,
  catalogSearch: catalogStore(db).catalogSearch,
}));

export type Repos = ReturnType<typeof reposOf>;
