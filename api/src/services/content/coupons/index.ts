// Coupons (booking README "Coupons"): registered by services/content/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import { couponCodeRoutes } from './code-routes';
import { couponRoutes } from './routes';

export const couponService: FastifyPluginAsync = async (app) => {
  await couponRoutes(app);
  await couponCodeRoutes(app);
};
