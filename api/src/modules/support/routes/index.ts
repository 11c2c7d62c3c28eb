// The customer centre's calls under /api/service/content (SPEC §7): common codes, notices and
// FAQs; the member's 1:1 inquiries and the staff queue; policy documents; live chat.
import type { FastifyPluginAsync } from 'fastify';
import { customerCentreRoutes } from './centre';
import { supportRoutes as contentRoutes } from './content';

export const supportRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentRoutes);
  await app.register(customerCentreRoutes);
};
