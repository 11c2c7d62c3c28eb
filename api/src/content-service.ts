// The content service (catalogue, search, main page, support content), mounted at
// /api/service/content (SPEC §7). Routes and caches: README.md beside this file.
import type { FastifyPluginAsync } from 'fastify';
import { onStockChanged } from './lib/stock-events';
import { ok } from './lib/envelope';
import { koreanDay } from './modules/pricing';
import { contentConfig } from './modules/catalog/config';
import { locationRoutes } from './modules/catalog/routes/locations';
import { mainRoutes } from './modules/catalog/routes/main';
import { searchRoutes } from './modules/catalog/routes/search';
import { supportRoutes } from './modules/support/routes/content';
import { createSearchStore } from './modules/catalog/search/search-store';
import { productRoutes } from './modules/product/routes';
import { bookingService } from './modules/booking/routes';
import { lmsService } from './modules/voucher/routes';
import { mypageService } from './modules/voucher/routes/mypage';
import { couponService } from './modules/coupons/routes';
import { customerCentreRoutes } from './modules/support/routes/centre';
import { myReviewRoutes } from './modules/reviews/routes/my-reviews';
import { eventDealRoutes } from './modules/deals/routes/deals';
import { analyticsRoutes } from './modules/analytics/routes';

export { mediaRoutes } from './modules/catalog/routes/media';

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
