// The catalogue's calls under /api/service/content (SPEC §7; docs/api/content-search.md): keyword
// search, results, popular destinations, the main page, and the service's health with the search
// caches' figures. One search store per app: it keeps the catalogue's hot parts in memory and
// drops a city's nights when stock moves (lib/stock-events.ts), in this and every sibling process.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';
import { koreanDay } from '../../../lib/days';
import { onStockChanged } from '../../../lib/stock-events';
import { contentConfig } from '../config';
import { createSearchStore } from '../search/search-store';
import { reposOf } from '../stores';
import { locationRoutes } from './locations';
import { mainRoutes } from './main';
import { searchRoutes } from './search';

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const config = contentConfig();
  const store = createSearchStore(reposOf(app.database.orm), config);
  const unsubscribe = onStockChanged((cityIdx) => store.dropStock(cityIdx));
  app.addHook('onClose', async () => unsubscribe());
  if (config.warmDays > 0) {
    // After listen (never in inject-only tests); a failure only means colder first searches.
    app.addHook('onListen', async () => {
      void store.warm(koreanDay(app.clock()), config.warmDays).catch((err: unknown) => app.log.warn({ err }, 'search warm-up stopped'));
    });
  }
  // Cache hit counts let an operator (and the benchmark) see how much the database was spared.
  app.get('/health', async () => ok({ service: 'content', status: 'ok', caches: store.stats() }));
  await app.register(searchRoutes(store));
  await app.register(locationRoutes(store));
  await app.register(mainRoutes(store));
};
