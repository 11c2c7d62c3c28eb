// Withdrawal (SPEC §7 GET /users/unlink, POST /users/withdraw) and POST /users/revoke/apple. Rules
// (upcoming stays block it; what is removed, what stays pseudonymised): ../rules/account.ts; the
// erasure's SQL: ../store/member-data.ts.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { verifyPassword } from '../../../lib/passwords';
import { stockMoved } from '../../catalog';
import { koreanDay } from '../../pricing';
import { tabOf } from '../../voucher';
import { withdrawFail } from '../failures';
import { withdrawalRefusal } from '../rules/account';
import { reposOf } from '../stores';

/**
 * Removes the member's personal data at once and ends every session (reason WITHDRAW: their other
 * devices get 499). Bookings and payments stay, their guest fields pseudonymised; points history
 * and inquiries stay tied to the now anonymous member row.
 */
async function withdrawMember(app: FastifyInstance, userIdx: number, locale: Locale): Promise<void> {
  const { clock } = app;
  const db = app.database.orm;
  const repos = reposOf(db);
  const now = clock();
  const mine = await repos.memberData.bookingsOf(userIdx);
  const today = koreanDay(now);
  const refusal = withdrawalRefusal(mine.map((o) => ({ tab: tabOf(o, today), holdState: o.holdState })));
  if (refusal) throw withdrawFail(refusal, locale);
  // Unpaid holds go back to stock (their coupons and points return too).
  for (const hold of mine.filter((o) => o.holdState === 'HELD')) {
    if (await repos.orders.release(hold.idx, ['HELD'], 'WITHDRAWN', now)) await stockMoved(db, hold.productIdx);
  }
  const user = await repos.users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  try {
    await db.transaction(async (tx) => {
      const dests = [user.email, user.phone].filter((d): d is string => Boolean(d));
      await repos.memberData.erasePersonalData(userIdx, dests, now, tx);
      await repos.sessions.revokeAllOfUser(userIdx, 'WITHDRAW', now, tx);
      await repos.memberData.forgetSessionDevices(userIdx, tx);
      await repos.users.withdraw(userIdx, now, tx);
    });
  } catch (error) {
    app.log.error({ err: error }, 'withdrawal failed');
    throw new AppError('WITHDRAWAL_FAIL');
  }
}

/** POST /users/withdraw: a member with a password withdraws only with it, checked here first. */
export async function withdrawWithPassword(app: FastifyInstance, userIdx: number, pwd: string | undefined, locale: Locale): Promise<void> {
  const user = await reposOf(app.database.orm).users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.pwdHash) {
    if (!pwd) throw new AppError('INVALID_INPUT', { issues: [{ field: 'pwd', rule: 'REQUIRED' }] });
    if (!(await verifyPassword(pwd, user.pwdHash))) throw new AppError('INVALID_INPUT', { issues: [{ field: 'pwd', rule: 'CURRENT_PASSWORD' }] });
  }
  await withdrawMember(app, userIdx, locale);
}

/** GET /users/unlink: only a member without a password (messenger sign-up) withdraws this way. */
export async function withdrawWithoutPassword(app: FastifyInstance, userIdx: number, locale: Locale): Promise<void> {
  const user = await reposOf(app.database.orm).users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  // A stolen session alone must not end a member's account: with a password, it is asked for.
  if (user.pwdHash) throw withdrawFail('PASSWORD_REQUIRED', locale, { passwordRequired: true });
  await withdrawMember(app, userIdx, locale);
}

/** Drops the member's Sign in with Apple link; whether there was one. */
export async function revokeApple(app: FastifyInstance, userIdx: number): Promise<boolean> {
  return (await reposOf(app.database.orm).oauth.unlink(userIdx, 'apple')) > 0;
}
