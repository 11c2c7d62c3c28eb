// The sandbox gateway's own pages under /api/service/payment (it plays the PG): the checkout a
// buyer approves, declines or abandons, and the card registration for recurring billing. Mounted
// only when the sandbox is the gateway (config/modes.ts): it approves without a card.
import type { FastifyPluginAsync } from 'fastify';
import { sandboxBillingRoutes } from './sandbox-billing';
import { sandboxCheckoutRoutes } from './sandbox-checkout';

export const PAYMENT_BASE = '/api/service/payment';

export const sandboxGatewayRoutes: FastifyPluginAsync = async (app) => {
  await sandboxCheckoutRoutes(app, PAYMENT_BASE);
  await app.register(sandboxBillingRoutes, { prefix: '/sandbox/billing' });
};
