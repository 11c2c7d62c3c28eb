// The auth calls of /api/service/auth (SPEC §7 "Auth service"): login, session refresh and
// logout, verification codes, sign-up. The member's own data (profile, withdrawal, points ...)
// shares the base path but belongs to the account and points modules (app.ts mounts them).
import type { FastifyPluginAsync } from 'fastify';
import { certRoutes } from './certs';
import { loginRoutes } from './login';
import type { AuthRoutesOptions } from './options';
import { sessionRoutes } from './session';
import { signupRoutes } from './signup';

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { profileOf }) => {
  await app.register(loginRoutes, { profileOf });
  await app.register(sessionRoutes);
  await app.register(certRoutes);
  await app.register(signupRoutes, { profileOf });
};
