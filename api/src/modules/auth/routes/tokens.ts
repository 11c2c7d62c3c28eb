// The tokens a login, sign-up, Kakao login or refresh hands out: a short-lived access token and
// the session's rotating refresh token, as httpOnly cookies (and in the body only when asked).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionMethod } from '../../../db/schema/auth';
import { signAccessToken } from '../../../lib/access-token';
import { setSessionCookies } from '../../../plugins/session-cookies';
import { authStore } from '../store';

export function accessTokenFor(request: FastifyRequest, userIdx: number, sessionId: string): string {
  const { env, clock } = request.server;
  const iat = Math.floor(clock().getTime() / 1000);
  return signAccessToken(env.authSecret, { sub: userIdx, sid: sessionId, iat, exp: iat + env.accessTokenTtlSeconds });
}

/**
 * What a login, sign-up or refresh answers besides the cookies: a browser gets the
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
  const { env, clock } = request.server;
  const { sessionId, refreshToken } = await authStore(request.server.database.orm).sessions.start(
    { userIdx, method, ip: request.ip, userAgent: request.headers['user-agent'] },
    clock(),
    env.refreshTokenTtlSeconds,
  );
  const tokens = { accessToken: accessTokenFor(request, userIdx, sessionId), refreshToken };
  setSessionCookies(request, reply, tokens, { access: env.accessTokenTtlSeconds, refresh: env.refreshTokenTtlSeconds }, { newSession: true });
  return tokens;
}
