// A small OAuth 2.0 provider built into the app, standing in for Kakao when no real provider is
// configured (the default outside production; LOCAL_OAUTH_PROVIDER). It speaks Kakao's wire
// format so the client code (adapters/kakao-client.ts) is the same for both:
//   GET  /authorize  consent page        POST /authorize  -> 302 redirect_uri?code&state
//   POST /token      form-encoded grant  -> {access_token, token_type, expires_in}
//   GET  /userinfo   Bearer              -> {id, kakao_account: {email, is_email_verified, profile}}
// Codes and tokens are HMAC-signed and short-lived, so the provider keeps no state of its own.
// The token and userinfo bodies are OAuth/Kakao JSON, not the envelope: they are the provider's
// protocol, read by our own client; errors still come back as FAIL envelopes.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { hmac, safeEqual, sha256 } from '../../../lib/secrets';
import { consentPage, localeOfConsent } from './consent-page';

const CODE_TTL = 60;
const TOKEN_TTL = 3600;
const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

const AuthorizeQuery = v.object({
  response_type: v.literal('code'),
  client_id: text(200),
  redirect_uri: text(2048),
  state: text(512),
  scope: v.optional(text(200)),
  ui_locales: v.optional(text(100)),
});
const AuthorizeForm = v.object({
  client_id: text(200),
  redirect_uri: text(2048),
  state: text(512),
  decision: v.picklist(['agree', 'deny']),
  nickname: v.optional(text(30), ''),
  email: v.optional(text(254), ''),
  email_verified: v.optional(v.literal('true')),
});
const TokenForm = v.object({
  grant_type: v.literal('authorization_code'),
  code: text(4096),
  redirect_uri: text(2048),
  client_id: text(200),
  client_secret: v.optional(text(200)),
});

interface Grant {
  typ: 'code' | 'token';
  sub: string;
  email: string;
  nickname: string;
  verified: boolean;
  cid: string;
  ruri: string;
  exp: number;
}

export const localProviderRoutes: FastifyPluginAsync = async (app) => {
  const { env, clock } = app;
  const key = hmac(env.authSecret, 'local-oauth-provider');
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const seal = (grant: Grant) => {
    const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
    return `${body}.${hmac(key, body)}`;
  };
  const open = (sealed: string, typ: Grant['typ']): Grant | null => {
    const [body, sig] = sealed.split('.');
    if (!body || !sig || !safeEqual(sig, hmac(key, body))) return null;
    try {
      const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Grant;
      return grant.typ === typ && grant.exp > nowSeconds() ? grant : null;
    } catch {
      return null;
    }
  };

  /** Only our own callback may receive codes: the configured one, or this host's. */
  const checkClient = (request: FastifyRequest, clientId: string, redirectUri: string) => {
    if (clientId !== env.kakaoClientId) throw new AppError('BAD_REQUEST');
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw new AppError('BAD_REQUEST');
    }
    const ours = env.kakaoRedirectUri ? redirectUri === env.kakaoRedirectUri : url.host === request.headers.host && url.pathname === '/api/auth/kakao/callback';
    if (!ours) throw new AppError('BAD_REQUEST');
    return url;
  };

  const noCsrf = { csrf: false } as const;

  app.get('/authorize', { schema: { querystring: AuthorizeQuery }, config: noCsrf }, async (request, reply) => {
    const q = request.query as v.InferOutput<typeof AuthorizeQuery>;
    checkClient(request, q.client_id, q.redirect_uri);
    return reply
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(consentPage({ clientId: q.client_id, redirectUri: q.redirect_uri, state: q.state, locale: localeOfConsent(q.ui_locales, request.locale) }));
  });

  app.post('/authorize', { schema: { body: AuthorizeForm }, config: noCsrf }, async (request, reply) => {
    const form = request.body as v.InferOutput<typeof AuthorizeForm>;
    const target = checkClient(request, form.client_id, form.redirect_uri);
    target.searchParams.set('state', form.state);
    if (form.decision === 'deny') {
      target.searchParams.set('error', 'access_denied');
      return reply.redirect(target.toString(), 302);
    }
    const email = form.email.toLowerCase();
    // A stable numeric id per e-mail, like Kakao's numeric member ids.
    const sub = String(parseInt(sha256(`kakao:${email || form.nickname}`).slice(0, 12), 16));
    const code = seal({ typ: 'code', sub, email, nickname: form.nickname, verified: form.email_verified === 'true', cid: form.client_id, ruri: form.redirect_uri, exp: nowSeconds() + CODE_TTL });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });

  app.post('/token', { schema: { body: TokenForm }, config: noCsrf }, async (request, reply) => {
    const form = request.body as v.InferOutput<typeof TokenForm>;
    const grant = open(form.code, 'code');
    const secretOk = form.client_secret !== undefined && safeEqual(form.client_secret, env.kakaoClientSecret);
    if (!grant || !secretOk || grant.cid !== form.client_id || grant.ruri !== form.redirect_uri) throw new AppError('BAD_REQUEST');
    const accessToken = seal({ ...grant, typ: 'token', exp: nowSeconds() + TOKEN_TTL });
    return reply.header('cache-control', 'no-store').send({ access_token: accessToken, token_type: 'bearer', expires_in: TOKEN_TTL });
  });

  app.get('/userinfo', { config: noCsrf }, async (request) => {
    const m = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const grant = m ? open(m[1]!, 'token') : null;
    if (!grant) throw new AppError('UNAUTHORIZED');
    return {
      id: Number(grant.sub),
      kakao_account: {
        email: grant.email || undefined,
        is_email_verified: grant.verified,
        profile: { nickname: grant.nickname },
      },
    };
  });
};
