// The provider's callback of the Kakao login: the `state` must be the one this browser started
// with (its cookie) and unused; then code -> token -> profile, the member found, linked or created
// (link-member.ts), the login recorded and a session opened. A newcomer is not created yet: the
// profile waits (kakao-sign-up.ts) until they give the consents an e-mail sign-up asks for. A
// failure says why, for the log; the browser only hears that the login failed.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { safeReturnPath } from '../../../lib/return-path';
import { safeEqual } from '../../../lib/secrets';
import { exchangeCode, fetchProfile } from '../adapters/kakao-client';
import { reposOf } from '../stores';
import { holdKakaoSignUp } from './kakao-sign-up';
import { memberForProfile } from './link-member';
import { openSession, type Client, type SessionTokens } from './open-session';

export interface KakaoCallback {
  code?: string;
  state?: string;
  error?: string;
  /** The state this browser started with (its httpOnly cookie). */
  cookieState: string | undefined;
  redirectUri: string;
  client: Client;
  log: FastifyBaseLogger;
}

export type KakaoLogin =
  | { ok: false; reason: string }
  | { ok: true; created: boolean; returnTo: string; tokens: SessionTokens }
  /** A newcomer: `ticket` (their browser's, an httpOnly cookie) names the profile waiting for consent. */
  | { ok: 'consent'; ticket: string; returnTo: string };

export async function finishKakaoLogin(app: FastifyInstance, { code, state, error, cookieState, redirectUri, client, log }: KakaoCallback): Promise<KakaoLogin> {
  const { clock } = app;
  const repos = reposOf(app.database.orm);
  if (!state || !cookieState || !safeEqual(state, cookieState)) return { ok: false, reason: 'state mismatch' };
  const returnTo = await repos.oauth.consumeState(state, 'kakao', clock());
  if (returnTo === undefined) return { ok: false, reason: 'unknown or used state' };
  if (error || !code) return { ok: false, reason: error ?? 'no code' };
  try {
    const token = await exchangeCode(app, code, redirectUri);
    const profile = await fetchProfile(app, token);
    const member = await memberForProfile(app, profile);
    if (!member) return { ok: 'consent', ticket: await holdKakaoSignUp(app, profile, safeReturnPath(returnTo)), returnTo: safeReturnPath(returnTo) };
    const { userIdx, created } = member;
    await repos.users.recordLoginSuccess(userIdx, clock());
    await repos.loginHistory.record({ userIdx, method: 'KAKAO', success: true, ip: client.ip, userAgent: client.userAgent }, clock());
    const tokens = await openSession(app, userIdx, 'KAKAO', client);
    return { ok: true, created, returnTo: safeReturnPath(returnTo), tokens };
  } catch (err) {
    log.error({ err }, 'kakao login error');
    return { ok: false, reason: 'exchange' };
  }
}
