// The tokens a login, sign-up, Kakao login or refresh hands out (use-cases/open-session.ts): a
// short-lived access token and the session's rotating refresh token, answered as httpOnly cookies
// (and in the body only when asked).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps, REFRESH_COOKIE_PATH, setSessionCookies } from '../../../plugins/session-cookies';
import { randomToken } from '../../../lib/secrets';
import type { SessionTokens } from '../use-cases/open-session';

/**
 * What a login, sign-up or refresh answers besides the cookies: a browser gets the
 * tokens only as httpOnly cookies, so a script in the page can never read them; a native client
 * that keeps its own tokens asks for them with `x-token-delivery: body`.
 */
export function tokensInBody(request: FastifyRequest, tokens: SessionTokens): Partial<SessionTokens> {
  return request.headers['x-token-delivery'] === 'body' ? tokens : {};
}

/** The cookies of a session just opened (login, sign-up, Kakao) or just refreshed. */
export function sessionCookies(request: FastifyRequest, reply: FastifyReply, tokens: SessionTokens, newSession: boolean): void {
  const { env } = request.server;
  setSessionCookies(request, reply, tokens, { access: env.accessTokenTtlSeconds, refresh: env.refreshTokenTtlSeconds }, { newSession });
}

/**
 * The browser's own id (httpOnly, a year): once it has signed in to an account, wrong passwords
 * typed in it count on their own, apart from strangers behind the same address
 * (store/login-guard.ts). It says nothing about the member and is no credential.
 */
export const DEVICE_COOKIE = 'stay_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{20,64}$/;

/** The device cookie as sent, or a new one set on this answer. */
export function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const sent = request.cookies[DEVICE_COOKIE];
  if (sent && DEVICE_ID.test(sent)) return sent;
  const device = randomToken(24);
  reply.setCookie(DEVICE_COOKIE, device, { path: REFRESH_COOKIE_PATH, maxAge: 365 * 86_400, httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
  return device;
}

/** Where the request came from, as the session and the login history keep it. */
export const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
