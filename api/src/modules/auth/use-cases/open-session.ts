// A session opened for a member (login, sign-up, Kakao): a refresh-token family in the store and
// a short-lived access token signed for it. Setting them as cookies is the route's answer
// (routes/tokens.ts).
import type { FastifyInstance } from 'fastify';
import type { SessionMethod } from '../../../db/schema/auth';
import { signAccessToken } from '../../../lib/access-token';
import { reposOf } from '../stores';

/** Where a request came from, as the session and the login history keep it. */
export interface Client {
  ip: string;
  userAgent?: string;
  /** The browser's device cookie (routes/tokens.ts), when it sent one. */
  device?: string;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export function accessTokenFor(app: FastifyInstance, userIdx: number, sessionId: string): string {
  const { env, clock } = app;
  const iat = Math.floor(clock().getTime() / 1000);
  return signAccessToken(env.authSecret, { sub: userIdx, sid: sessionId, iat, exp: iat + env.accessTokenTtlSeconds });
}

export async function openSession(app: FastifyInstance, userIdx: number, method: SessionMethod, client: Client): Promise<SessionTokens> {
  const { env, clock } = app;
  const { sessionId, refreshToken } = await reposOf(app.database.orm).sessions.start({ userIdx, method, ip: client.ip, userAgent: client.userAgent }, clock(), env.refreshTokenTtlSeconds);
  return { accessToken: accessTokenFor(app, userIdx, sessionId), refreshToken };
}
