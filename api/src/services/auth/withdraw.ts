// GET /users/unlink (withdraw) and POST /users/revoke/apple (SPEC §7). Withdrawal is a GET in the
// spec, so it opts in to the CSRF check that GETs normally skip (plugins/csrf.ts).
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { subscriptionEvents, subscriptions } from '../../db/schema/memberships';
import { socialAccounts } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { clearSessionCookies } from '../../plugins/session-cookies';

export const withdrawRoutes: FastifyPluginAsync = async (app) => {
  const { repos, clock } = app;

  // No automatic HEAD twin: a HEAD would run this handler too.
  app.get('/users/unlink', { onRequest: app.authenticate, config: { csrf: 'always' }, exposeHeadRoute: false }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const now = clock();
    try {
      await app.database.orm.transaction(async (tx) => {
        const live = await tx
          .update(subscriptions)
          .set({ status: 'ENDED' })
          .where(and(eq(subscriptions.userIdx, userIdx), inArray(subscriptions.status, ['ACTIVE', 'CANCEL_REQUESTED'])))
          .returning({ idx: subscriptions.idx });
        if (live.length > 0) {
          await tx.insert(subscriptionEvents).values(live.map((s) => ({ subscriptionIdx: s.idx, userIdx, eventType: 'WITHDRAW' as const, createdAt: now })));
        }
        await tx.delete(socialAccounts).where(eq(socialAccounts.userIdx, userIdx));
        await repos.sessions.revokeAllOfUser(userIdx, 'WITHDRAW', now, tx);
        await repos.users.withdraw(userIdx, now, tx);
      });
    } catch (error) {
      request.log.error({ err: error }, 'withdrawal failed');
      throw new AppError('WITHDRAWAL_FAIL');
    }
    clearSessionCookies(request, reply);
    return ok({ withdrawn: true });
  });

  // Sign in with Apple requires apps to revoke the link on request; we drop ours.
  app.post('/users/revoke/apple', { onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const removed = await repos.oauth.unlink(userIdx, 'apple');
    return ok({ revoked: removed > 0 });
  });
};
