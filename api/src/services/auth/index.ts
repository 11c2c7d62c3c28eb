// The auth service, mounted at /api/service/auth (SPEC §7 "Auth service").
import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from './account-data';
import { benefitUserRoutes } from './benefit-users';
import { certRoutes } from './certs';
import { loginRoutes } from './login';
import { pointRoutes } from './points';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';
import { userRoutes } from './users';
import { withdrawRoutes } from './withdraw';

export const authService: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(sessionRoutes);
  await app.register(certRoutes);
  await app.register(signupRoutes);
  await app.register(userRoutes);
  await app.register(withdrawRoutes);
  await app.register(accountDataRoutes);
  await app.register(pointRoutes);
  await app.register(benefitUserRoutes);
};
