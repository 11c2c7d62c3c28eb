// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { catalogStore } from '../catalog';
import { productStore } from './store';

export const reposOf = perDatabase((db) => ({
  catalogRates: catalogStore(db).catalogRates,
  productDetail: productStore(db),
}));

export type Repos = ReturnType<typeof reposOf>;
