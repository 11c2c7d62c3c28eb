// The hotel-aggregator service, mounted at /api/service/hotelsCombined (SPEC §7). Its routes come
// later; for now it answers a health check so the mount point is real and monitored.
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../../lib/envelope';

export const hotelsCombinedService: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ service: 'hotels-combined', status: 'ok' }));
};
