// Coupons (booking README "Coupons"): registered by services/content/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import { couponCodeRoutes } from './codes';
import { couponRoutes } from './coupons';

export const couponService: FastifyPluginAsync = async (app) => {
  await couponRoutes(app);
  await couponCodeRoutes(app);
};
