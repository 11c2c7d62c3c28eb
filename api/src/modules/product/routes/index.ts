// The stay page's calls under /api/service/content (SPEC §7 Products, Wishes; README.md): the
// stay's detail, its rooms and rate plans priced for a condition, nearby places, its promotions,
// and the member's wishes. Its reviews are the reviews module's.
import type { FastifyPluginAsync } from 'fastify';
import { detailRoutes } from './detail';
import { eventRoutes } from './events';
import { poiRoutes } from './poi';
import { ratePlanRoutes } from './rate-plans';
import { wishRoutes } from './wishes';

export const productRoutes: FastifyPluginAsync = async (app) => {
  await detailRoutes(app);
  await ratePlanRoutes(app);
  await poiRoutes(app);
  await eventRoutes(app);
  await wishRoutes(app);
};
