// The member's own data under /api/service/auth (SPEC §7): profile and its edits, withdrawal, the
// data export and marketing consent, and corporate membership registration.
import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from './account-data';
import { benefitUserRoutes } from './benefit-users';
import { userRoutes } from './users';
import { withdrawRoutes } from './withdraw';

export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(withdrawRoutes);
  await app.register(accountDataRoutes);
  await app.register(benefitUserRoutes);
};
