// The message service (the transport lives in ./transport.ts), mounted at /api/service/message
// (SPEC §7). Later issues add its routes; for now it answers a health check so the mount point is
// real and monitored.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';

export const messageService: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ service: 'message', status: 'ok' }));
};
