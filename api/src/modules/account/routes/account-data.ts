// The member's own data (issue "My page"): GET /users/export, a JSON of everything we hold about
// the member (only their own rows; secrets such as the password hash never leave), and
// PUT /users/marketing {agree}, the marketing consent with its date. Rules: api/src/account.
import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { consentMeta, withoutSecrets } from '../rules/account';
import { authSessions } from '../../../db/schema/auth';
import { benefitUsers } from '../../../db/schema/corporate';
import { userCoupons } from '../../../db/schema/coupons';
import { loginHistory } from '../../../db/schema/login-history';
import { subscriptions } from '../../../db/schema/memberships';
import { messageOutbox } from '../../../db/schema/messages';
import { orders } from '../../../db/schema/orders';
import { pointLedger } from '../../../db/schema/points';
import { advanceNotices, inquiries } from '../../../db/schema/support';
import { socialAccounts, users } from '../../../db/schema/users';
import { wishes } from '../../../db/schema/wishes';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { memberProfile } from '../use-cases/profile';
import { reposOf } from '../stores';

const MarketingBody = v.strictObject({ agree: v.boolean(msg('TYPE')) });

export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/users/export', { onRequest: app.authenticate }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const db = app.database.orm;
    const [user] = await db.select().from(users).where(eq(users.idx, userIdx)).limit(1);
    if (!user || user.status !== 'ACTIVE') throw new AppError('USER_NOT_FOUND');
    const of = <T extends { userIdx: unknown }>(t: T) => eq(t.userIdx as never, userIdx);
    const [bookings, points, coupons, memberships, wishlist, alarms, questions, logins, sessions, company, social] = await Promise.all([
      db.select().from(orders).where(of(orders)).orderBy(desc(orders.createdAt)),
      db.select().from(pointLedger).where(of(pointLedger)),
      db.select().from(userCoupons).where(of(userCoupons)),
      db.select().from(subscriptions).where(of(subscriptions)),
      db.select().from(wishes).where(of(wishes)),
      db.select().from(advanceNotices).where(of(advanceNotices)),
      db.select().from(inquiries).where(of(inquiries)),
      db.select().from(loginHistory).where(of(loginHistory)),
      db.select({ method: authSessions.method, ip: authSessions.ip, userAgent: authSessions.userAgent, createdAt: authSessions.createdAt, revokedAt: authSessions.revokedAt }).from(authSessions).where(of(authSessions)),
      db.select().from(benefitUsers).where(of(benefitUsers)),
      db.select({ provider: socialAccounts.provider, linkedAt: socialAccounts.linkedAt }).from(socialAccounts).where(of(socialAccounts)),
    ]);
    // Messages we sent to the member's e-mail or phone (without their codes or text).
    const dests = [user.email, user.phone].filter((d): d is string => Boolean(d));
    const messages = dests.length
      ? await db.select({ channel: messageOutbox.channel, dest: messageOutbox.dest, type: messageOutbox.type, subject: messageOutbox.subject, status: messageOutbox.status, createdAt: messageOutbox.createdAt }).from(messageOutbox).where(inArray(messageOutbox.dest, dests))
      : [];
    const day = app.clock().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="awesomestay-my-data-${day}.json"`);
    return ok(
      withoutSecrets({
        exportedAt: app.clock().toISOString(),
        member: user,
        bookings,
        points,
        coupons,
        memberships,
        wishes: wishlist,
        advanceNotices: alarms,
        inquiries: questions,
        loginHistory: logins,
        sessions,
        corporate: company,
        linkedAccounts: social,
        messages,
      }),
    );
  });

  app.put('/users/marketing', { onRequest: app.authenticate, schema: { body: MarketingBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { agree } = request.body as v.InferOutput<typeof MarketingBody>;
    const user = await reposOf(app.database.orm).users.findActive(userIdx);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const meta = consentMeta(user.userMeta, agree, app.clock());
    if (meta !== user.userMeta) await reposOf(app.database.orm).users.update(userIdx, { userMeta: meta }, app.clock());
    return ok(await memberProfile(app, userIdx));
  });
};
