// Messenger (Kakao) login, SPEC §7 "/api/auth/kakao": a real OAuth 2.0 authorization-code flow.
//   GET /api/auth/kakao?returnTo=/mypage   -> 302 to the provider with client_id, redirect_uri, state
//   GET /api/auth/kakao/callback?code&state -> token + profile, member created or linked, session
//                                              cookies set, 302 to the remembered return path
// `state` is random, single use, stored hashed, and bound to this browser by an httpOnly cookie.
// Failures go back to /login?error=KAKAO_LOGIN_FAIL (the login page is where a retry happens).
// The work: use-cases/start-kakao-login.ts and use-cases/finish-kakao-login.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { msg } from '../../../lib/fields';
import { isHttps } from '../../../plugins/session-cookies';
import { finishKakaoLogin } from '../use-cases/finish-kakao-login';
import { startKakaoLogin, STATE_TTL_SECONDS } from '../use-cases/start-kakao-login';
import { clientOf, sessionCookies } from './tokens';

const STATE_COOKIE = 'stay_oauth_state';
/** Readable for a few minutes: tells the shell whether the Kakao login created the member. */
export const LOGIN_KIND_COOKIE = 'stay_login_kind';
const short = v.optional(v.pipe(v.string(), v.maxLength(2048)));

// Our own start link is strict; the provider's callback may carry extra parameters (dropped).
const StartQuery = v.strictObject({ returnTo: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(512, msg('INVALID')), v.startsWith('/', msg('INVALID')))) });
const CallbackQuery = v.object({ code: short, state: short, error: short, error_description: short });

export const kakaoRoutes: FastifyPluginAsync = async (app) => {
  const redirectUri = (request: FastifyRequest) =>
    app.env.kakaoRedirectUri ?? `${isHttps(request) ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}/api/auth/kakao/callback`;

  app.get('/kakao', { schema: { querystring: StartQuery } }, async (request, reply) => {
    const { returnTo } = request.query as v.InferOutput<typeof StartQuery>;
    const { state, location } = await startKakaoLogin(app, returnTo, redirectUri(request));
    reply.setCookie(STATE_COOKIE, state, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: isHttps(request), maxAge: STATE_TTL_SECONDS });
    return reply.redirect(location, 302);
  });

  app.get('/kakao/callback', { schema: { querystring: CallbackQuery } }, async (request, reply) => {
    const { code, state, error } = request.query as v.InferOutput<typeof CallbackQuery>;
    const cookieState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
    const login = await finishKakaoLogin(app, { code, state, error, cookieState, redirectUri: redirectUri(request), client: clientOf(request), log: request.log });
    if (!login.ok) {
      request.log.warn({ event: 'kakao_login_failed', reason: login.reason }, 'kakao login failed');
      return reply.redirect('/login?error=KAKAO_LOGIN_FAIL', 302);
    }
    sessionCookies(request, reply, login.tokens, true);
    reply.setCookie(LOGIN_KIND_COOKIE, login.created ? 'CREATE' : 'LOGIN', { path: '/', sameSite: 'lax', secure: isHttps(request), maxAge: 300 });
    return reply.redirect(login.returnTo, 302);
  });
};
