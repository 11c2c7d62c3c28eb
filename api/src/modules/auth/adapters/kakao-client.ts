// The OAuth 2.0 client side of the Kakao login: exchanges an authorization code for a token and
// reads the profile, speaking Kakao's wire format (form-encoded token request, Bearer userinfo,
// `{id, kakao_account: {email, is_email_verified, profile: {nickname}}}`). Relative endpoint URLs
// point at this app itself (the local provider) and go through `app.inject`: same HTTP semantics
// without knowing our own port, and it works under tests.
import type { FastifyInstance } from 'fastify';

export interface ProviderProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  nickname: string;
}

interface RawResponse {
  status: number;
  json: unknown;
}

async function call(app: FastifyInstance, url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<RawResponse> {
  if (url.startsWith('/')) {
    const res = await app.inject({ method: init.method, url, headers: init.headers, payload: init.body });
    try {
      return { status: res.statusCode, json: res.json() as unknown };
    } catch {
      return { status: res.statusCode, json: null };
    }
  }
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) });
  return { status: res.status, json: await res.json().catch(() => null) };
}

export async function exchangeCode(app: FastifyInstance, code: string, redirectUri: string): Promise<string> {
  const { env } = app;
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: env.kakaoClientId,
    client_secret: env.kakaoClientSecret,
    redirect_uri: redirectUri,
    code,
  }).toString();
  const res = await call(app, env.kakaoTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body,
  });
  const token = (res.json as { access_token?: unknown } | null)?.access_token;
  if (res.status !== 200 || typeof token !== 'string') throw new Error(`token endpoint answered ${res.status}`);
  return token;
}

export async function fetchProfile(app: FastifyInstance, accessToken: string): Promise<ProviderProfile> {
  const res = await call(app, app.env.kakaoUserinfoUrl, { method: 'GET', headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const data = res.json as {
    id?: unknown;
    kakao_account?: { email?: unknown; is_email_verified?: unknown; profile?: { nickname?: unknown } };
    properties?: { nickname?: unknown };
  } | null;
  if (res.status !== 200 || !data || (typeof data.id !== 'number' && typeof data.id !== 'string')) {
    throw new Error(`userinfo endpoint answered ${res.status}`);
  }
  const account = data.kakao_account ?? {};
  const email = typeof account.email === 'string' ? account.email.trim().toLowerCase() : null;
  const nickname = account.profile?.nickname ?? data.properties?.nickname;
  return {
    id: String(data.id),
    email: email && email.length <= 254 ? email : null,
    emailVerified: account.is_email_verified === true,
    nickname: typeof nickname === 'string' ? nickname.trim().slice(0, 30) : '',
  };
}
