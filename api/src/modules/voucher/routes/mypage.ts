// My page's own content calls (issue 10). Registered by services/content/index.ts.
import type { FastifyPluginAsync } from 'fastify';
import { hideRoutes } from './hide';

export const mypageService: FastifyPluginAsync = async (app) => {
  await hideRoutes(app);
};
