// The product (stay) page's calls in the content service (issue 5 "Product page", SPEC §7
// Products, Reviews, Wishes). Registered by services/content/index.ts. Contract:
// api/src/services/content/product/README.md.
import type { FastifyPluginAsync } from 'fastify';
import { detailRoutes } from './detail';
import { eventRoutes } from './events';
import { poiRoutes } from './poi';
import { ratePlanRoutes } from './rate-plans';
import { reviewRoutes } from '../../reviews/routes/product-reviews';
import { wishRoutes } from './wishes';

export const productRoutes: FastifyPluginAsync = async (app) => {
  await detailRoutes(app);
  await ratePlanRoutes(app);
  await poiRoutes(app);
  await eventRoutes(app);
  await reviewRoutes(app);
  await wishRoutes(app);
};
