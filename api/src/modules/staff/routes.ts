// GET /api/service/content/v1/staff/roles: the signed-in member's staff roles, so that the staff
// pages show only what those roles may do (the server checks each call anyway).
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { staffRolesOf } from './use-cases/roles';

export const staffRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/staff/roles', { onRequest: app.authenticate }, async (request) => ok({ roles: await staffRolesOf(app.database.orm, requireAuth(request).userIdx) }));
};
