// The content service (catalogue, search, bookings ...), mounted at /api/service/content (SPEC
// §7). Later issues add its routes; for now it answers a health check so the mount point is real
// and monitored.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';

export const contentService: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ service: 'content', status: 'ok' }));
};
