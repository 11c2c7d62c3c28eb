// The auth service, mounted at /api/service/auth (SPEC §7 "Auth service").
import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from '../../account/routes/account-data';
import { benefitUserRoutes } from '../../account/routes/benefit-users';
import { certRoutes } from './certs';
import { loginRoutes } from './login';
import { pointRoutes } from '../../points/routes';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';
import { userRoutes } from '../../account/routes/users';
import { withdrawRoutes } from '../../account/routes/withdraw';

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
