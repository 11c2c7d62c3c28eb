// Withdrawal (SPEC §7 GET /users/unlink; issue "My page") and POST /users/revoke/apple.
// POST /users/withdraw {pwd} is the safe way: the password is checked on the server first. GET
// /users/unlink (the spec's call, CSRF-checked although a GET) stays for members without a password
// (messenger sign-up only); a member with a password is told to use POST /users/withdraw.
// Rules (upcoming stays block it; what is removed, what stays pseudonymised): api/src/account.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { PSEUDONYMOUS_GUEST, withdrawalRefusal } from '../rules/account';
import { authSessions } from '../../../db/schema/auth';
import { certs } from '../../../db/schema/certs';
import { benefitUsers } from '../../../db/schema/corporate';
import { loginHistory } from '../../../db/schema/login-history';
import { subscriptionEvents, subscriptions } from '../../../db/schema/memberships';
import { messageOutbox } from '../../../db/schema/messages';
import { orders } from '../../../db/schema/orders';
import { advanceNotices } from '../../../db/schema/support';
import { socialAccounts } from '../../../db/schema/users';
import { wishes } from '../../../db/schema/wishes';
import { AppError, failureCatalog } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { verifyPassword } from '../../../lib/passwords';
import { requireAuth } from '../../../plugins/auth';
import { clearSessionCookies } from '../../../plugins/session-cookies';
import { koreanDay } from '../../pricing';
import { stockMoved } from '../../catalog';
import { tabOf } from '../../voucher';
import { ipLimit } from '../../auth';
import { reposOf } from '../stores';

const withdrawFail = failureCatalog(
  {
    BOOKINGS_UPCOMING: {
      ko: '이용 예정인 예약이 있어 탈퇴할 수 없습니다. 예약을 취소하거나 이용을 마친 뒤 다시 시도해 주세요.',
      en: 'You have an upcoming booking, so you cannot withdraw yet. Cancel it or complete your stay, then try again.',
      ja: 'ご利用予定の予約があるため退会できません。予約をキャンセルするかご利用後に再度お試しください。',
    },
    PAYMENT_RUNNING: {
      ko: '진행 중인 결제가 있어 탈퇴할 수 없습니다. 잠시 후 다시 시도해 주세요.',
      en: 'A payment is in progress, so you cannot withdraw right now. Please try again shortly.',
      ja: '進行中のお支払いがあるため退会できません。しばらくしてから再度お試しください。',
    },
    PASSWORD_REQUIRED: {
      ko: '탈퇴하려면 비밀번호를 입력해 주세요.',
      en: 'Enter your password to withdraw.',
      ja: '退会するにはパスワードを入力してください。',
    },
  },
  { BOOKINGS_UPCOMING: 409, PAYMENT_RUNNING: 409, PASSWORD_REQUIRED: 400 },
);

const WithdrawBody = v.strictObject({ pwd: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(100, msg('INVALID')))) });

/**
 * Removes the member's personal data at once and ends every session (reason WITHDRAW: their other
 * devices get 499). Bookings and payments stay, their guest fields pseudonymised; points history
 * and inquiries stay tied to the now anonymous member row.
 */
async function withdrawMember(app: FastifyInstance, userIdx: number, locale: Locale): Promise<void> {
  const { clock } = app;
  const repos = reposOf(app.database.orm);
  const now = clock();
  const db = app.database.orm;
  const mine = await db
    .select({ idx: orders.idx, productIdx: orders.productIdx, status: orders.status, holdState: orders.holdState, checkInDate: orders.checkInDate, stayEndDate: orders.stayEndDate, cancelFreeDate: orders.cancelFreeDate, confirmNum: orders.confirmNum, voucherNum: orders.voucherNum, nights: orders.nights })
    .from(orders)
    .where(eq(orders.userIdx, userIdx));
  const today = koreanDay(now);
  const refusal = withdrawalRefusal(mine.map((o) => ({ tab: tabOf(o, today), holdState: o.holdState })));
  if (refusal) throw withdrawFail(refusal, locale);
  // Unpaid holds go back to stock (their coupons and points return too).
  for (const hold of mine.filter((o) => o.holdState === 'HELD')) {
    if (await repos.orders.release(hold.idx, ['HELD'], 'WITHDRAWN', now)) await stockMoved(app.database.orm, hold.productIdx);
  }
  const user = await repos.users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  try {
    await db.transaction(async (tx) => {
      const live = await tx
        .update(subscriptions)
        .set({ status: 'ENDED' })
        .where(and(eq(subscriptions.userIdx, userIdx), inArray(subscriptions.status, ['ACTIVE', 'CANCEL_REQUESTED'])))
        .returning({ idx: subscriptions.idx });
      if (live.length > 0) {
        await tx.insert(subscriptionEvents).values(live.map((s) => ({ subscriptionIdx: s.idx, userIdx, eventType: 'WITHDRAW' as const, createdAt: now })));
      }
      await tx.delete(socialAccounts).where(eq(socialAccounts.userIdx, userIdx));
      await tx.delete(wishes).where(eq(wishes.userIdx, userIdx));
      await tx.delete(advanceNotices).where(eq(advanceNotices.userIdx, userIdx));
      await tx.delete(benefitUsers).where(eq(benefitUsers.userIdx, userIdx));
      await tx.delete(loginHistory).where(eq(loginHistory.userIdx, userIdx));
      const dests = [user.email, user.phone].filter((d): d is string => Boolean(d));
      if (dests.length > 0) {
        await tx.delete(certs).where(inArray(certs.dest, dests));
        await tx.delete(messageOutbox).where(inArray(messageOutbox.dest, dests));
      }
      await tx.update(orders).set({ ...PSEUDONYMOUS_GUEST, updatedAt: now }).where(eq(orders.userIdx, userIdx));
      await repos.sessions.revokeAllOfUser(userIdx, 'WITHDRAW', now, tx);
      await tx.update(authSessions).set({ ip: null, userAgent: null }).where(and(eq(authSessions.userIdx, userIdx), isNotNull(authSessions.revokedAt)));
      await repos.users.withdraw(userIdx, now, tx);
    });
  } catch (error) {
    app.log.error({ err: error }, 'withdrawal failed');
    throw new AppError('WITHDRAWAL_FAIL');
  }
}

export const withdrawRoutes: FastifyPluginAsync = async (app) => {
  const repos = reposOf(app.database.orm);

  app.post('/users/withdraw', { onRequest: app.authenticate, config: ipLimit(app, 'login'), schema: { body: WithdrawBody } }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const { pwd } = request.body as v.InferOutput<typeof WithdrawBody>;
    const user = await repos.users.findActive(userIdx);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (user.pwdHash) {
      if (!pwd) throw new AppError('INVALID_INPUT', { issues: [{ field: 'pwd', rule: 'REQUIRED' }] });
      if (!(await verifyPassword(pwd, user.pwdHash))) throw new AppError('INVALID_INPUT', { issues: [{ field: 'pwd', rule: 'CURRENT_PASSWORD' }] });
    }
    await withdrawMember(app, userIdx, request.locale);
    clearSessionCookies(request, reply);
    return ok({ withdrawn: true });
  });

  // No automatic HEAD twin: a HEAD would run this handler too.
  app.get('/users/unlink', { onRequest: app.authenticate, config: { csrf: 'always' }, exposeHeadRoute: false }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const user = await repos.users.findActive(userIdx);
    if (!user) throw new AppError('USER_NOT_FOUND');
    // A stolen session alone must not end a member's account: with a password, it is asked for.
    if (user.pwdHash) throw withdrawFail('PASSWORD_REQUIRED', request.locale, { passwordRequired: true });
    await withdrawMember(app, userIdx, request.locale);
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
