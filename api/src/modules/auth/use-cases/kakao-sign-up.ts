// A newcomer's first Kakao login becomes an account only once they agree to what an e-mail
// sign-up asks (terms, privacy policy, age 14 and over; marketing optional). Until then their
// provider profile waits in the shared store for KAKAO_SIGN_UP_TTL_MS under a random ticket that
// only their browser holds (an httpOnly cookie); the store keeps the ticket's hash. Completing
// uses the ticket once, creates the member with the consents and opens the session.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { safeReturnPath } from '../../../lib/return-path';
import type { ProviderProfile } from '../adapters/kakao-client';
import { reposOf } from '../stores';
import { memberForProfile } from './link-member';
import { openSession, type Client, type SessionTokens } from './open-session';

export const KAKAO_SIGN_UP_TTL_MS = 15 * 60_000;

interface Waiting {
  profile: ProviderProfile;
  returnTo: string;
}

const keyOf = (ticket: string) => `kakao-sign-up:${crypto.createHash('sha256').update(ticket).digest('hex')}`;

export async function holdKakaoSignUp(app: FastifyInstance, profile: ProviderProfile, returnTo: string): Promise<string> {
  const ticket = crypto.randomBytes(24).toString('base64url');
  await app.shared.set(keyOf(ticket), JSON.stringify({ profile, returnTo } satisfies Waiting), KAKAO_SIGN_UP_TTL_MS);
  return ticket;
}

async function waiting(app: FastifyInstance, ticket: string | undefined): Promise<Waiting> {
  const raw = ticket && /^[\w-]{20,64}$/.test(ticket) ? await app.shared.get(keyOf(ticket)) : null;
  if (!raw) throw new AppError('KAKAO_SIGN_UP_EXPIRED');
  return JSON.parse(raw) as Waiting;
}

/** What the consent page shows: who is signing up (the name Kakao gave, the e-mail if any). */
export async function kakaoSignUpView(app: FastifyInstance, ticket: string | undefined): Promise<{ name: string; email: string | null }> {
  const { profile } = await waiting(app, ticket);
  return { name: profile.nickname, email: profile.emailVerified ? profile.email : null };
}

export interface KakaoConsents {
  marketingAgree?: boolean;
  locale?: Locale;
}

export async function completeKakaoSignUp(
  app: FastifyInstance,
  ticket: string | undefined,
  consents: KakaoConsents,
  client: Client,
): Promise<{ created: boolean; returnTo: string; tokens: SessionTokens }> {
  const { profile, returnTo } = await waiting(app, ticket);
  // Once: a second tab's or a replayed completion finds nothing.
  await app.shared.del(keyOf(ticket!));
  const member = await memberForProfile(app, profile, { termsAgree: true, privacyAgree: true, ageOver14: true, ...consents });
  if (!member) throw new AppError('SIGNUP_FAIL');
  const repos = reposOf(app.database.orm);
  const now = app.clock();
  await repos.users.recordLoginSuccess(member.userIdx, now);
  await repos.loginHistory.record({ userIdx: member.userIdx, method: member.created ? 'SIGNUP' : 'KAKAO', success: true, ip: client.ip, userAgent: client.userAgent }, now);
  const tokens = await openSession(app, member.userIdx, member.created ? 'SIGNUP' : 'KAKAO', client);
  return { created: member.created, returnTo: safeReturnPath(returnTo), tokens };
}
