// Reviews under /api/service/content (SPEC §7 Reviews): a stay's reviews on its page, and a
// member's own review of a stay they made.
import type { FastifyPluginAsync } from 'fastify';
import { myReviewRoutes } from './my-reviews';
import { reviewRoutes } from './product-reviews';

export const reviewsRoutes: FastifyPluginAsync = async (app) => {
  await reviewRoutes(app);
  await app.register(myReviewRoutes);
};
