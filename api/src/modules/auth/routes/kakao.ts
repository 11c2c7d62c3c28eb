// Messenger (Kakao) login, SPEC §7 "/api/auth/kakao": a real OAuth 2.0 authorization-code flow.
//   GET /api/auth/kakao?returnTo=/mypage   -> 302 to the provider with client_id, redirect_uri, state
//   GET /api/auth/kakao/callback?code&state -> token + profile, member created or linked, session
//                                              cookies set, 302 to the remembered return path
// `state` is random, single use, stored hashed, and bound to this browser by an httpOnly cookie.
// Failures go back to /login?error=KAKAO_LOGIN_FAIL (the login page is where a retry happens).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { addSeconds } from '../../../lib/clock';
import { msg } from '../../../lib/fields';
import { safeReturnPath } from '../../../lib/return-path';
import { randomToken, safeEqual } from '../../../lib/secrets';
import { startSession } from './tokens';
import { isHttps } from '../../../plugins/session-cookies';
import { memberForProfile } from '../use-cases/link-member';
import { exchangeCode, fetchProfile } from '../adapters/kakao-client';
import { reposOf } from '../stores';

const STATE_COOKIE = 'stay_oauth_state';
/** Readable for a few minutes: tells the shell whether the Kakao login created the member. */
export const LOGIN_KIND_COOKIE = 'stay_login_kind';
const STATE_TTL_SECONDS = 600;
const short = v.optional(v.pipe(v.string(), v.maxLength(2048)));

// Our own start link is strict; the provider's callback may carry extra parameters (dropped).
const StartQuery = v.strictObject({ returnTo: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(512, msg('INVALID')), v.startsWith('/', msg('INVALID')))) });
const CallbackQuery = v.object({ code: short, state: short, error: short, error_description: short });

export const kakaoRoutes: FastifyPluginAsync = async (app) => {
  const { env, clock } = app;
  const repos = reposOf(app.database.orm);

  const redirectUri = (request: FastifyRequest) =>
    env.kakaoRedirectUri ?? `${isHttps(request) ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}/api/auth/kakao/callback`;

  app.get('/kakao', { schema: { querystring: StartQuery } }, async (request, reply) => {
    const { returnTo } = request.query as v.InferOutput<typeof StartQuery>;
    const state = randomToken();
    const now = clock();
    await repos.oauth.saveState(state, 'kakao', safeReturnPath(returnTo), now, addSeconds(now, STATE_TTL_SECONDS));
    reply.setCookie(STATE_COOKIE, state, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: isHttps(request), maxAge: STATE_TTL_SECONDS });
    const url = new URL(env.kakaoAuthUrl, 'http://relative.invalid');
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', env.kakaoClientId);
    url.searchParams.set('redirect_uri', redirectUri(request));
    url.searchParams.set('state', state);
    const location = env.kakaoAuthUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
    return reply.redirect(location, 302);
  });

  app.get('/kakao/callback', { schema: { querystring: CallbackQuery } }, async (request, reply) => {
    const query = request.query as v.InferOutput<typeof CallbackQuery>;
    const cookieState = request.cookies[STATE_COOKIE];
    reply.clearCookie(STATE_COOKIE, { path: '/api/auth' });
    const failed = (reason: string) => {
      request.log.warn({ event: 'kakao_login_failed', reason }, 'kakao login failed');
      return reply.redirect('/login?error=KAKAO_LOGIN_FAIL', 302);
    };
    if (!query.state || !cookieState || !safeEqual(query.state, cookieState)) return failed('state mismatch');
    const returnTo = await repos.oauth.consumeState(query.state, 'kakao', clock());
    if (returnTo === undefined) return failed('unknown or used state');
    if (query.error || !query.code) return failed(query.error ?? 'no code');
    try {
      const token = await exchangeCode(app, query.code, redirectUri(request));
      const profile = await fetchProfile(app, token);
      const { userIdx, created } = await memberForProfile(app, profile);
      const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
      await repos.users.recordLoginSuccess(userIdx, clock());
      await repos.loginHistory.record({ userIdx, method: 'KAKAO', success: true, ...meta }, clock());
      await startSession(request, reply, userIdx, 'KAKAO');
      reply.setCookie(LOGIN_KIND_COOKIE, created ? 'CREATE' : 'LOGIN', { path: '/', sameSite: 'lax', secure: isHttps(request), maxAge: 300 });
      return reply.redirect(safeReturnPath(returnTo), 302);
    } catch (error) {
      request.log.error({ err: error }, 'kakao login error');
      return failed('exchange');
    }
  });
};
