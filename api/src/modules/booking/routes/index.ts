// The booking's calls. Under /api/service/content (SPEC §7 Bookings, Coupons): the payment page's
// quote and the order with its room hold, the member's unfinished checkouts, and their coupons
// priced for the stay. Under /api/service/payment (SPEC §7 Payment): prepare, confirm and fail of
// a booking's payment; the extras of a booking answer first (ExtraPayments).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';
import { bookingConfig } from '../config';
import { bookingRoutes as quoteAndOrderRoutes } from './booking';
import type { ExtraPayments } from '../use-cases/extra-payments';
import { paymentRoutes as payRoutes } from './payment';
import { stayCouponRoutes } from './stay-coupons';

export const bookingRoutes: FastifyPluginAsync = async (app) => {
  await quoteAndOrderRoutes(app, bookingConfig());
  await stayCouponRoutes(app);
};

export const paymentRoutes: FastifyPluginAsync<{ extras: ExtraPayments }> = async (app, opts) => {
  app.get('/health', async () => ok({ service: 'payment', status: 'ok' }));
  await payRoutes(app, opts.extras);
};

export { tossWebhookRoutes } from './toss-webhook';
