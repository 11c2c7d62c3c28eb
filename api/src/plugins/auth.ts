// Who is calling: a short-lived access token from the `stay_at` cookie or an
// `Authorization: Bearer` header (the server-side fetcher, SPEC §7). The token must be well
// signed, unexpired, and its session (refresh-token family) still live: reuse of a refresh token
// or a logout ends it at once, not 15 minutes later.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../lib/access-token';
import { AppError } from '../lib/app-error';
import { ACCESS_COOKIE } from './session-cookies';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

/**
 * Whether a token's session (refresh-token family) is still live. The auth module answers it from
 * its sessions; the plugin only asks, so the platform needs no module.
 */
export type SessionCheck = (sessionId: string, userIdx: number) => Promise<'LIVE' | 'MEMBER_CHANGED' | 'ENDED'>;

export const authPlugin = fp<{ checkSession: SessionCheck }>(async (app, opts) => {
  app.decorateRequest('auth', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request) ?? request.cookies[ACCESS_COOKIE];
    if (!token) throw new AppError('UNAUTHORIZED');
    const now = Math.floor(app.clock().getTime() / 1000);
    const claims = verifyAccessToken(app.env.authSecret, token, now);
    if (!claims) throw new AppError('UNAUTHORIZED');
    const state = await opts.checkSession(claims.sid, claims.sub);
    // SPEC §8 499: ended by a password change or withdrawal elsewhere, not by this device.
    if (state === 'MEMBER_CHANGED') throw new AppError('MEMBER_CHANGED');
    if (state !== 'LIVE') throw new AppError('UNAUTHORIZED');
    request.auth = { userIdx: claims.sub, sessionId: claims.sid };
  });
});

/** Session end reasons that the member's other devices hear as 499 'member info changed'. */
export const memberChanged = (reason: string | null | undefined): boolean => reason === 'PASSWORD' || reason === 'WITHDRAW';

/** The member behind a request that may come with or without a login (a page both can see). */
export async function optionalMember(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  try {
    await app.authenticate(request);
    return request.auth?.userIdx ?? null;
  } catch {
    return null;
  }
}

/** The logged-in member of a route that ran `app.authenticate`. */
export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
