// The cancellation's calls under /api/service/content (SPEC §7): the preview and the cancel of a
// whole booking, and of a room or the last nights.
import type { FastifyPluginAsync } from 'fastify';
import { cancelRoutes } from './cancel';
import { partCancelRoutes } from './part-cancel';

export const cancellationRoutes: FastifyPluginAsync = async (app) => {
  await cancelRoutes(app);
  await partCancelRoutes(app);
};
