// The catalogue's SQL, one set per database: stays, rooms, rate plans and their nights, the
// location tree, search names and the main page's content.
import { perDatabase } from '../../../db/per-database';
import { catalogRepository } from './catalog';
import { catalogContentRepository } from './content';
import { catalogRatesRepository } from './rates';
import { catalogSearchRepository } from './search';

export const catalogStore = perDatabase((db) => ({
  catalog: catalogRepository(db),
  catalogRates: catalogRatesRepository(db),
  catalogSearch: catalogSearchRepository(db),
  catalogContent: catalogContentRepository(db),
}));

export type CatalogStore = ReturnType<typeof catalogStore>;
