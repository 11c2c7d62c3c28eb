// The stores this module's use cases work with: its own and, through their index, those of the
// modules it builds on. One set per database.
import { perDatabase } from '../../db/per-database';
import { supportRepository } from '../support';
import { analyticsStore } from './store';

export const reposOf = perDatabase((db) => ({
  analytics: analyticsStore(db),
  /** The customer centre's staff read the funnel report. */
  staff: supportRepository(db),
}));

export type Repos = ReturnType<typeof reposOf>;
