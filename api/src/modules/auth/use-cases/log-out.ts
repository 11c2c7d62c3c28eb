// POST /logout (SPEC §4: logout always ends on the client side): the session is revoked when we
// can find it, by the refresh token or by the access token (a browser's cookie, or a native
// client's Authorization header: a Bearer-only logout must revoke too).
import type { FastifyInstance } from 'fastify';
import { verifyAccessToken } from '../../../lib/access-token';
import { reposOf } from '../stores';

export async function logOut(app: FastifyInstance, tokens: { refreshToken?: string; accessToken?: string }) {
  const { sessions } = reposOf(app.database.orm);
  const now = app.clock();
  const fromRefresh = tokens.refreshToken ? await sessions.sessionOfRefreshToken(tokens.refreshToken) : undefined;
  const fromAccess = tokens.accessToken ? verifyAccessToken(app.env.authSecret, tokens.accessToken, Math.floor(now.getTime() / 1000))?.sid : undefined;
  for (const sessionId of new Set([fromRefresh, fromAccess])) {
    if (sessionId) await sessions.revoke(sessionId, 'LOGOUT', now);
  }
  return { loggedOut: true };
}
