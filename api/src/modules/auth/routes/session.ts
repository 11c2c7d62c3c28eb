// POST /refresh and POST /logout (SPEC §7, §4 Session). The refresh token comes from the
// `stay_rt` cookie or, for non-browser clients, the body. Every failure is code -3 with 401 and
// clears the cookies, which is what the shell's session lifecycle expects (SPEC §8).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { LOGIN_EXPIRED } from '../../../lib/codes';
import { ok } from '../../../lib/envelope';
import { REFRESH_TOKEN } from '../../../lib/fields';
import { memberChanged } from '../../../plugins/auth';
import { accessTokenFor } from './tokens';
import { clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from '../../../plugins/session-cookies';
import { ACCESS_COOKIE } from '../../../plugins/session-cookies';
import { verifyAccessToken } from '../../../lib/access-token';
import { reposOf } from '../stores';

const TokenBody = v.nullish(v.strictObject({ refreshToken: v.optional(REFRESH_TOKEN) }));
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function refreshTokenOf(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as v.InferOutput<typeof TokenBody>)?.refreshToken;
  const token = fromBody ?? request.cookies[REFRESH_COOKIE];
  return token && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** A client that sent its refresh token in the body keeps its own tokens (a native app). */
const tokensCameInBody = (request: FastifyRequest) => Boolean((request.body as v.InferOutput<typeof TokenBody>)?.refreshToken);

function expired(request: FastifyRequest, reply: FastifyReply): AppError {
  clearSessionCookies(request, reply);
  return new AppError(LOGIN_EXPIRED);
}

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { env, clock } = app;
  const repos = reposOf(app.database.orm);

  app.post('/refresh', { schema: { body: TokenBody } }, async (request, reply) => {
    const token = refreshTokenOf(request);
    if (!token) throw expired(request, reply);
    const result = await repos.sessions.rotate(token, clock(), env.refreshTokenTtlSeconds, env.refreshReuseGraceSeconds);
    // The twin of a refresh that just won: the winner's answer carries the new cookies; retry with them.
    if (result.status === 'race') throw new AppError('REFRESH_RACE');
    if (result.status !== 'ok') {
      if (result.status === 'invalid' && memberChanged(result.revokeReason)) {
        clearSessionCookies(request, reply);
        throw new AppError('MEMBER_CHANGED');
      }
      if (result.status === 'reuse') request.log.warn({ event: 'refresh_token_reuse' }, 'refresh token reused: family revoked');
      throw expired(request, reply);
    }
    const tokens = { accessToken: accessTokenFor(request, result.userIdx, result.sessionId), refreshToken: result.refreshToken };
    setSessionCookies(request, reply, tokens, { access: env.accessTokenTtlSeconds, refresh: env.refreshTokenTtlSeconds }, { newSession: false });
    // A browser's tokens live only in httpOnly cookies, out of a script's reach.
    return ok(tokensCameInBody(request) ? tokens : { refreshed: true });
  });

  // SPEC §4: logout always ends on the client side; here it revokes the family if we can find it.
  app.post('/logout', { schema: { body: TokenBody } }, async (request, reply) => {
    const now = clock();
    const token = refreshTokenOf(request);
    const fromRefresh = token ? await repos.sessions.sessionOfRefreshToken(token) : undefined;
    // A browser's cookie, or a native client's Authorization header (a Bearer-only logout must revoke too).
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const access = request.cookies[ACCESS_COOKIE] ?? bearer;
    const fromAccess = access ? verifyAccessToken(env.authSecret, access, Math.floor(now.getTime() / 1000))?.sid : undefined;
    for (const sessionId of new Set([fromRefresh, fromAccess])) {
      if (sessionId) await repos.sessions.revoke(sessionId, 'LOGOUT', now);
    }
    clearSessionCookies(request, reply);
    return ok({ loggedOut: true });
  });
};
