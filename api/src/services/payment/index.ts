// The payment service (gateway interface, DESIGN §3), mounted at /api/service/payment (SPEC §7).
// Later issues add its routes; for now it answers a health check so the mount point is real and
// monitored.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';

export const paymentService: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ service: 'payment', status: 'ok' }));
};
