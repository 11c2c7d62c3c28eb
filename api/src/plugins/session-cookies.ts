// The cookies of a session (shared/src/api-client/cookies.ts reads the CSRF one):
//   stay_at       access token         httpOnly  SameSite=Lax  Path=/                  ~15 min
//   stay_rt       refresh token        httpOnly  SameSite=Lax  Path=/api/service/auth  14 days
//   stay_session  "1": a refresh token exists (readable hint for the browser)  Path=/  14 days
//   stay_csrf     double-submit token, readable; send it back as `x-csrf-token`   Path=/  14 days
// Secure whenever the request came over HTTPS, directly or behind a proxy (x-forwarded-proto).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { randomToken } from '../lib/secrets';

export const ACCESS_COOKIE = 'stay_at';
export const REFRESH_COOKIE = 'stay_rt';
export const SESSION_HINT_COOKIE = 'stay_session';
export const CSRF_COOKIE = 'stay_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const REFRESH_COOKIE_PATH = '/api/service/auth';

export function isHttps(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return request.protocol === 'https' || first === 'https';
}

function base(request: FastifyRequest, path: string, maxAge: number, httpOnly: boolean): CookieSerializeOptions {
  return { path, maxAge, httpOnly, sameSite: 'lax', secure: isHttps(request) };
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: IssuedTokens,
  ttl: { access: number; refresh: number },
  options: { newSession: boolean },
): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, base(request, '/', ttl.access, true));
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, base(request, REFRESH_COOKIE_PATH, ttl.refresh, true));
  reply.setCookie(SESSION_HINT_COOKIE, '1', base(request, '/', ttl.refresh, false));
  // A new session gets a new CSRF token; a refresh keeps it (other tabs already hold it).
  const csrf = (!options.newSession && request.cookies[CSRF_COOKIE]) || randomToken(24);
  reply.setCookie(CSRF_COOKIE, csrf, base(request, '/', ttl.refresh, false));
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const opts = (path: string, httpOnly: boolean) => ({ ...base(request, path, 0, httpOnly), expires: new Date(0) });
  reply.clearCookie(ACCESS_COOKIE, opts('/', true));
  reply.clearCookie(REFRESH_COOKIE, opts(REFRESH_COOKIE_PATH, true));
  reply.clearCookie(SESSION_HINT_COOKIE, opts('/', false));
  reply.clearCookie(CSRF_COOKIE, opts('/', false));
}
