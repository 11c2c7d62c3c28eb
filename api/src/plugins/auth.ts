// Who is calling: a short-lived access token from the `stay_at` cookie or an
// `Authorization: Bearer` header (the server-side fetcher, SPEC §7). The token must be well
// signed, unexpired, and its session (refresh-token family) still live: reuse of a refresh token
// or a logout ends it at once, not 15 minutes later.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMethod } from '../db/schema/auth';
import { signAccessToken, verifyAccessToken } from '../lib/access-token';
import { AppError } from '../lib/app-error';
import { ACCESS_COOKIE, setSessionCookies } from './session-cookies';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request) ?? request.cookies[ACCESS_COOKIE];
    if (!token) throw new AppError('UNAUTHORIZED');
    const now = Math.floor(app.clock().getTime() / 1000);
    const claims = verifyAccessToken(app.env.authSecret, token, now);
    if (!claims) throw new AppError('UNAUTHORIZED');
    if (!(await app.repos.sessions.isLive(claims.sid, claims.sub))) {
      // SPEC §8 499: ended by a password change or withdrawal elsewhere, not by this device.
      if (memberChanged(await app.repos.sessions.revokeReason(claims.sid))) throw new AppError('MEMBER_CHANGED');
      throw new AppError('UNAUTHORIZED');
    }
    request.auth = { userIdx: claims.sub, sessionId: claims.sid };
  });
});

/** Session end reasons that the member's other devices hear as 499 'member info changed'. */
export const memberChanged = (reason: string | null | undefined): boolean => reason === 'PASSWORD' || reason === 'WITHDRAW';

/** The logged-in member of a route that ran `app.authenticate`. */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

export function accessTokenFor(request: FastifyRequest, userIdx: number, sessionId: string): string {
  const { env, clock } = request.server;
  const iat = Math.floor(clock().getTime() / 1000);
  return signAccessToken(env.authSecret, { sub: userIdx, sid: sessionId, iat, exp: iat + env.accessTokenTtlSeconds });
}

/**
 * What a login, sign-up or refresh answers besides the cookies (issue 14): a browser gets the
 * tokens only as httpOnly cookies, so a script in the page can never read them; a native client
 * that keeps its own tokens asks for them with `x-token-delivery: body`.
 */
export function tokensInBody(request: FastifyRequest, tokens: { accessToken: string; refreshToken: string }): Partial<typeof tokens> {
  return request.headers['x-token-delivery'] === 'body' ? tokens : {};
}

/** Starts a session (login, sign-up, Kakao), sets the cookies, and returns both tokens. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userIdx: number,
  method: SessionMethod,
): Promise<{ accessToken: string; refreshToken: string }> {
  const { env, clock, repos } = request.server;
  const { sessionId, refreshToken } = await repos.sessions.start(
    { userIdx, method, ip: request.ip, userAgent: request.headers['user-agent'] },
    clock(),
    env.refreshTokenTtlSeconds,
  );
  const tokens = { accessToken: accessTokenFor(request, userIdx, sessionId), refreshToken };
  setSessionCookies(request, reply, tokens, { access: env.accessTokenTtlSeconds, refresh: env.refreshTokenTtlSeconds }, { newSession: true });
  return tokens;
}
