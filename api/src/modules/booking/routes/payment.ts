// The payment service (gateway interface, DESIGN §3), mounted at /api/service/payment (SPEC §7):
// prepare / confirm / fail of a booking's payment, and the sandbox gateway's checkout pages.
// Contract: services/content/booking/README.md ("Payment").
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';
import { confirmRoutes } from './confirm';
import { prepareRoute } from './prepare';
import { sandboxRoutes } from '../../payment/routes/sandbox-checkout';

export const PAYMENT_BASE = '/api/service/payment';

export const paymentService: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ service: 'payment', status: 'ok' }));
  await prepareRoute(app);
  await confirmRoutes(app);
  // The sandbox's checkout approves without a card: mounted only when it is the gateway (config/modes.ts).
  if (app.env.paymentGateway === 'sandbox') await sandboxRoutes(app, PAYMENT_BASE);
};
