// POST /refresh (SPEC §7, §4 Session): the refresh token is rotated for a new pair. A twin of a
// refresh that just won is told to retry (REFRESH_RACE: the winner's answer carries the cookies);
// a session ended by a password change or withdrawal elsewhere is MEMBER_CHANGED; anything else
// (no token, unknown, expired, reused: a reuse revokes the family) has ended the login.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { LOGIN_EXPIRED } from '../../../lib/codes';
import { memberChanged } from '../../../plugins/auth';
import { reposOf } from '../stores';
import { accessTokenFor, type SessionTokens } from './open-session';

export type Refreshed = { status: 'ok'; tokens: SessionTokens } | { status: 'ended'; code: typeof LOGIN_EXPIRED | 'MEMBER_CHANGED' };

export async function refreshSession(app: FastifyInstance, token: string | undefined, log: FastifyBaseLogger): Promise<Refreshed> {
  const { env, clock } = app;
  if (!token) return { status: 'ended', code: LOGIN_EXPIRED };
  const result = await reposOf(app.database.orm).sessions.rotate(token, clock(), env.refreshTokenTtlSeconds, env.refreshReuseGraceSeconds);
  if (result.status === 'race') throw new AppError('REFRESH_RACE');
  if (result.status !== 'ok') {
    if (result.status === 'invalid' && memberChanged(result.revokeReason)) return { status: 'ended', code: 'MEMBER_CHANGED' };
    if (result.status === 'reuse') log.warn({ event: 'refresh_token_reuse' }, 'refresh token reused: family revoked');
    return { status: 'ended', code: LOGIN_EXPIRED };
  }
  return { status: 'ok', tokens: { accessToken: accessTokenFor(app, result.userIdx, result.sessionId), refreshToken: result.refreshToken } };
}
