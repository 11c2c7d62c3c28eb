// The member's own data: the export of everything we hold about them (only their own rows; secrets
// such as the password hash never leave) and the marketing consent with its date. Rules:
// ../rules/account.ts; the export's SQL: ../store/member-data.ts.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { consentMeta, withoutSecrets } from '../rules/account';
import { reposOf } from '../stores';
import type { Locale } from '../../../lib/locale';
import { memberProfile } from './profile';

/** Everything we hold about the member, without secrets. */
export async function memberExport(app: FastifyInstance, userIdx: number) {
  const { memberData } = reposOf(app.database.orm);
  const user = await memberData.member(userIdx);
  if (!user || user.status !== 'ACTIVE') throw new AppError('USER_NOT_FOUND');
  const rows = await memberData.exportRows(userIdx);
  // Messages we sent to the member's e-mail or phone (without their codes or text).
  const messages = await memberData.messagesTo([user.email, user.phone].filter((d): d is string => Boolean(d)));
  return withoutSecrets({
    exportedAt: app.clock().toISOString(),
    member: user,
    bookings: rows.bookings,
    points: rows.points,
    coupons: rows.coupons,
    memberships: rows.memberships,
    wishes: rows.wishlist,
    advanceNotices: rows.alarms,
    inquiries: rows.questions,
    loginHistory: rows.logins,
    sessions: rows.sessions,
    corporate: rows.company,
    linkedAccounts: rows.social,
    messages,
  });
}

/** Records the member's marketing answer (its date moves only when the answer changes); the profile after. */
export async function setMarketingConsent(app: FastifyInstance, userIdx: number, agree: boolean, locale: Locale) {
  const { users } = reposOf(app.database.orm);
  const user = await users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const meta = consentMeta(user.userMeta, agree, app.clock());
  if (meta !== user.userMeta) await users.update(userIdx, { userMeta: meta }, app.clock());
  return memberProfile(app, userIdx, locale);
}
