// Cookie-authenticated writes are protected against CSRF in two layers:
// 1. Double submit: a state-changing request (not GET/HEAD/OPTIONS) that carries ANY of our
//    session cookies (stay_at, stay_rt, stay_csrf) must send header `x-csrf-token` equal to the
//    `stay_csrf` cookie. That includes login, refresh, send-cert and logout when the browser
//    already has the cookies; a browser with no cookies at all (first login) has nothing to
//    forge. Requests authenticated only by an Authorization header carry no cookies and pass.
// 2. Origin: a state-changing request whose Origin is another site is refused outright, which
//    also stops login CSRF from a page that has no cookies to copy.
// Routes may opt out (`config.csrf: false`, the local OAuth provider) or opt in for GET
// (`config.csrf: 'always'`, GET /users/unlink, which withdraws the member). Such a GET passes with
// the header, or when the browser itself says it is a same-origin script request
// (Sec-Fetch-Site: same-origin, Sec-Fetch-Mode not navigate): a link on another site cannot.
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { safeEqual } from '../lib/secrets';
import { ACCESS_COOKIE, CSRF_COOKIE, CSRF_HEADER, REFRESH_COOKIE } from './session-cookies';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

function originAllowed(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return origin !== 'null';
  const env = request.server.env;
  if (env.trustedOrigins.includes(origin)) return true;
  if (env.nodeEnv !== 'production' && LOCAL_ORIGIN.test(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export const csrfPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.csrf ?? true;
    if (policy === false) return;
    const safe = SAFE.has(request.method);
    if (safe && policy !== 'always') return;
    if (safe && request.headers['sec-fetch-site'] === 'same-origin' && request.headers['sec-fetch-mode'] !== 'navigate') return;
    if (!originAllowed(request)) throw new AppError('CSRF_REJECTED');
    const cookies = request.cookies;
    const hasSessionCookie = Boolean(cookies[ACCESS_COOKIE] || cookies[REFRESH_COOKIE] || cookies[CSRF_COOKIE]);
    if (!hasSessionCookie) return;
    const header = request.headers[CSRF_HEADER];
    const sent = Array.isArray(header) ? header[0] : header;
    const expected = cookies[CSRF_COOKIE];
    if (!sent || !expected || !safeEqual(sent, expected)) throw new AppError('CSRF_REJECTED');
  });
});
