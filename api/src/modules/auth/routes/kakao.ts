// Messenger (Kakao) login, SPEC §7 "/api/auth/kakao": a real OAuth 2.0 authorization-code flow.
//   GET /api/auth/kakao?returnTo=/mypage   -> 302 to the provider with client_id, redirect_uri, state
//   GET /api/auth/kakao/callback?code&state -> token + profile, member created or linked, session
//                                              cookies set, 302 to the remembered return path
//   A newcomer is not created yet: 302 to the login page's consent step (/login?kakao=consent),
//   their profile waiting under a ticket cookie; there
//   GET  /api/auth/kakao/sign-up   -> who is signing up (name, e-mail)
//   POST /api/auth/kakao/sign-up {termsAgree, privacyAgree, ageOver14: true, marketingAgree?}
//                                  -> the member created with those consents, session cookies set
// `state` is random, single use, stored hashed, and bound to this browser by an httpOnly cookie.
// Failures go back to /login?error=KAKAO_LOGIN_FAIL (the login page is where a retry happens).
// The work: use-cases/start-kakao-login.ts and use-cases/finish-kakao-login.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { isHttps } from '../../../plugins/session-cookies';
import { finishKakaoLogin } from '../use-cases/finish-kakao-login';
import { completeKakaoSignUp, KAKAO_SIGN_UP_TTL_MS, kakaoSignUpView } from '../use-cases/kakao-sign-up';
import { startKakaoLogin, STATE_TTL_SECONDS } from '../use-cases/start-kakao-login';
import { clientOf, sessionCookies } from './tokens';

const STATE_COOKIE = 'stay_oauth_state';
/** The newcomer's waiting Kakao profile (use-cases/kakao-sign-up.ts): this browser's ticket. */
const SIGN_UP_COOKIE = 'stay_kakao_sign_up';
/** Readable for a few minutes: tells the shell whether the Kakao login created the member. */
export const LOGIN_KIND_COOKIE = 'stay_login_kind';
const short = v.optional(v.pipe(v.string(), v.maxLength(2048)));

// Our own start link is strict; the provider's callback may carry extra parameters (dropped).
const StartQuery = v.strictObject({ returnTo: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(512, msg('INVALID')), v.startsWith('/', msg('INVALID')))) });
const CallbackQuery = v.object({ code: short, state: short, error: short, error_description: short });
const agreed = () => v.literal(true, msg('REQUIRED'));
const SignUpBody = v.strictObject({
  termsAgree: agreed(),
  privacyAgree: agreed(),
  ageOver14: agreed(),
  marketingAgree: v.optional(v.boolean(msg('TYPE'))),
  locale: v.optional(v.picklist(['ko', 'en', 'ja'], msg('INVALID'))),
});

/** The login page of the return path's language (/en/…, /ja/… or Korean without a prefix). */
const loginPathFor = (returnTo: string) => `${/^\/(en|ja)(\/|$)/.exec(returnTo)?.[0]?.replace(/\/$/, '') ?? ''}/login`;

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
    if (login.ok === 'consent') {
      reply.setCookie(SIGN_UP_COOKIE, login.ticket, { path: '/api/auth', httpOnly: true, sameSite: 'lax', secure: isHttps(request), maxAge: KAKAO_SIGN_UP_TTL_MS / 1000 });
      return reply.redirect(`${loginPathFor(login.returnTo)}?kakao=consent`, 302);
    }
    sessionCookies(request, reply, login.tokens, true);
    reply.setCookie(LOGIN_KIND_COOKIE, login.created ? 'CREATE' : 'LOGIN', { path: '/', sameSite: 'lax', secure: isHttps(request), maxAge: 300 });
    return reply.redirect(login.returnTo, 302);
  });

  app.get('/kakao/sign-up', async (request) => ok(await kakaoSignUpView(app, request.cookies[SIGN_UP_COOKIE])));

  app.post('/kakao/sign-up', { schema: { body: SignUpBody } }, async (request, reply) => {
    const { marketingAgree, locale } = request.body as v.InferOutput<typeof SignUpBody>;
    const done = await completeKakaoSignUp(app, request.cookies[SIGN_UP_COOKIE], { marketingAgree, locale: locale ?? request.locale }, clientOf(request));
    reply.clearCookie(SIGN_UP_COOKIE, { path: '/api/auth' });
    sessionCookies(request, reply, done.tokens, true);
    reply.setCookie(LOGIN_KIND_COOKIE, done.created ? 'CREATE' : 'LOGIN', { path: '/', sameSite: 'lax', secure: isHttps(request), maxAge: 300 });
    return ok({ created: done.created, returnTo: done.returnTo });
  });
};
