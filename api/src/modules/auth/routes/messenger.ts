// The internal-auth service, mounted at /api/auth (SPEC §7): the Kakao login and, in the demo,
// the local provider that stands in for Kakao. Form bodies are accepted only in this scope.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { kakaoRoutes } from './kakao';
import { localProviderRoutes } from '../stand-in/local-provider';

export const messengerLoginRoutes: FastifyPluginAsync = async (app) => {
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(kakaoRoutes);
  if (app.env.localOauthProvider) await app.register(localProviderRoutes, { prefix: '/local-provider' });
};
