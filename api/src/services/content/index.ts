// The content service (catalogue, search, main page, support content), mounted at
// /api/service/content (SPEC §7). Routes and caches: README.md beside this file.
import type { FastifyPluginAsync } from 'fastify';
import { onStockChanged } from '../../lib/stock-events';
import { ok } from '../../lib/envelope';
import { koreanDay } from '../../pricing';
import { contentConfig } from './config';
import { locationRoutes } from './routes/locations';
import { mainRoutes } from './routes/main';
import { searchRoutes } from './routes/search';
import { supportRoutes } from './routes/support';
import { createSearchStore } from './search/search-store';
import { productRoutes } from './product';
import { bookingService } from './booking';
import { lmsService } from './lms';
import { mypageService } from './mypage';
import { couponService } from './coupons';
import { customerCentreRoutes } from '../../support/routes';
import { myReviewRoutes } from '../../reviews/routes';
import { eventDealRoutes } from '../../deals/routes';
import { analyticsRoutes } from '../../analytics/routes';

export { mediaRoutes } from './media/routes';

export const contentService: FastifyPluginAsync = async (app) => {
  const config = contentConfig();
  const store = createSearchStore(app.repos, config);
  // Visible to every route of this service (booking drops cached stock after it changes it).
  app.decorate('searchStore', store);
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
  await app.register(supportRoutes);
  await app.register(productRoutes);
  await app.register(bookingService);
  await app.register(lmsService);
  await app.register(couponService);
  await app.register(mypageService);
  await app.register(customerCentreRoutes);
  await app.register(myReviewRoutes);
  await app.register(eventDealRoutes);
  await app.register(analyticsRoutes);
};
