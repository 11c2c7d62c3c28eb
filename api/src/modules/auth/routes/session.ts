// POST /refresh and POST /logout (SPEC §7, §4 Session). The refresh token comes from the
// `stay_rt` cookie or, for non-browser clients, the body. Every failure of a refresh clears the
// cookies (code -3 with 401, or 499 MEMBER_CHANGED), which is what the shell's session lifecycle
// expects (SPEC §8). The work: use-cases/refresh-session.ts and use-cases/log-out.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { REFRESH_TOKEN } from '../../../lib/fields';
import { ACCESS_COOKIE, clearSessionCookies, REFRESH_COOKIE } from '../../../plugins/session-cookies';
import { logOut } from '../use-cases/log-out';
import { refreshSession } from '../use-cases/refresh-session';
import { sessionCookies } from './tokens';

const TokenBody = v.nullish(v.strictObject({ refreshToken: v.optional(REFRESH_TOKEN) }));
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function refreshTokenOf(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as v.InferOutput<typeof TokenBody>)?.refreshToken;
  const token = fromBody ?? request.cookies[REFRESH_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** A browser's cookie, or a native client's Authorization header. */
const accessTokenOf = (request: FastifyRequest): string | undefined => request.cookies[ACCESS_COOKIE] ?? /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** A client that sent its refresh token in the body keeps its own tokens (a native app). */
const tokensCameInBody = (request: FastifyRequest) => Boolean((request.body as v.InferOutput<typeof TokenBody>)?.refreshToken);

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post('/refresh', { schema: { body: TokenBody } }, async (request, reply) => {
    const refreshed = await refreshSession(app, refreshTokenOf(request), request.log);
    if (refreshed.status === 'ended') {
      clearSessionCookies(request, reply);
      throw new AppError(refreshed.code);
    }
    sessionCookies(request, reply, refreshed.tokens, false);
    // A browser's tokens live only in httpOnly cookies, out of a script's reach.
    return ok(tokensCameInBody(request) ? refreshed.tokens : { refreshed: true });
  });

  // SPEC §4: logout always ends on the client side; here it revokes the family if we can find it.
  app.post('/logout', { schema: { body: TokenBody } }, async (request, reply) => {
    const loggedOut = await logOut(app, { refreshToken: refreshTokenOf(request), accessToken: accessTokenOf(request) });
    clearSessionCookies(request, reply);
    return ok(loggedOut);
  });
};
