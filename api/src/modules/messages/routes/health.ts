// The message service's mount point (SPEC §7 /api/service/message): a health check, so the base
// path is real and monitored before the service has calls of its own.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';

export const messageHealthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ service: 'message', status: 'ok' }));
};
