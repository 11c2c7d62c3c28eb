// The coupons' calls under /api/service/content (SPEC §7 Coupons): download a public coupon, the
// member's coupons and the downloadable ones, and registering a code on /mypage/coupon.
import type { FastifyPluginAsync } from 'fastify';
import { couponCodeRoutes } from './codes';
import { couponRoutes } from './coupons';

export const couponsRoutes: FastifyPluginAsync = async (app) => {
  await couponRoutes(app);
  await couponCodeRoutes(app);
};
