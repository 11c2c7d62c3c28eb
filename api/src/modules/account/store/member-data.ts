// Everything we hold about one member, across the tables of many modules (members, bookings,
// points, coupons, memberships, wishes, advance notices, inquiries, login history, sessions,
// company registration, linked accounts, verification codes, messages sent). Two things need all of
// it at once and no module owns them all: the member's data export (GET /users/export) and
// withdrawal (which removes the personal part and pseudonymises what must stay). Their SQL is kept
// here, in this one file, on purpose: what the export shows and what withdrawal erases are the same
// list of tables, read side by side. Everything else goes through the owning module's store.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { authSessions } from '../../../db/schema/auth';
import { certs } from '../../../db/schema/certs';
import { benefitUsers } from '../../../db/schema/corporate';
import { userCoupons } from '../../../db/schema/coupons';
import { loginHistory } from '../../../db/schema/login-history';
import { subscriptionEvents, subscriptions } from '../../../db/schema/memberships';
import { messageOutbox } from '../../../db/schema/messages';
import { orders } from '../../../db/schema/orders';
import { pointLedger } from '../../../db/schema/points';
import { advanceNotices, inquiries } from '../../../db/schema/support';
import { socialAccounts, users } from '../../../db/schema/users';
import { wishes } from '../../../db/schema/wishes';
import { PSEUDONYMOUS_GUEST } from '../rules/account';

export const memberDataRepository = (db: Tx) => ({
  /** The member's row, whatever its status. */
  async member(userIdx: number, tx: Tx = db) {
    const [row] = await tx.select().from(users).where(eq(users.idx, userIdx)).limit(1);
    return row;
  },

  /** Every row of the member's own in the tables the export shows (secrets are removed by the caller). */
  async exportRows(userIdx: number, tx: Tx = db) {
    const of = <T extends { userIdx: unknown }>(t: T) => eq(t.userIdx as never, userIdx);
    const [bookings, points, coupons, memberships, wishlist, alarms, questions, logins, sessions, company, social] = await Promise.all([
      tx.select().from(orders).where(of(orders)).orderBy(desc(orders.createdAt)),
      tx.select().from(pointLedger).where(of(pointLedger)),
      tx.select().from(userCoupons).where(of(userCoupons)),
      tx.select().from(subscriptions).where(of(subscriptions)),
      tx.select().from(wishes).where(of(wishes)),
      tx.select().from(advanceNotices).where(of(advanceNotices)),
      tx.select().from(inquiries).where(of(inquiries)),
      tx.select().from(loginHistory).where(of(loginHistory)),
      tx.select({ method: authSessions.method, ip: authSessions.ip, userAgent: authSessions.userAgent, createdAt: authSessions.createdAt, revokedAt: authSessions.revokedAt }).from(authSessions).where(of(authSessions)),
      tx.select().from(benefitUsers).where(of(benefitUsers)),
      tx.select({ provider: socialAccounts.provider, linkedAt: socialAccounts.linkedAt }).from(socialAccounts).where(of(socialAccounts)),
    ]);
    return { bookings, points, coupons, memberships, wishlist, alarms, questions, logins, sessions, company, social };
  },

  /** Messages we sent to these addresses: their kind, status and date, not their codes or text. */
  async messagesTo(dests: readonly string[], tx: Tx = db) {
    if (dests.length === 0) return [];
    return tx
      .select({ channel: messageOutbox.channel, dest: messageOutbox.dest, type: messageOutbox.type, subject: messageOutbox.subject, status: messageOutbox.status, createdAt: messageOutbox.createdAt })
      .from(messageOutbox)
      .where(inArray(messageOutbox.dest, [...dests]));
  },

  /** The member's bookings with what withdrawal checks (their tab, their hold) and releases. */
  async bookingsOf(userIdx: number, tx: Tx = db) {
    return tx
      .select({ idx: orders.idx, productIdx: orders.productIdx, status: orders.status, holdState: orders.holdState, checkInDate: orders.checkInDate, stayEndDate: orders.stayEndDate, cancelFreeDate: orders.cancelFreeDate, confirmNum: orders.confirmNum, voucherNum: orders.voucherNum, nights: orders.nights })
      .from(orders)
      .where(eq(orders.userIdx, userIdx));
  },

  /**
   * Withdrawal's erasure, inside its transaction: ends a live membership at once (event WITHDRAW,
   * no refund); deletes linked accounts, wishes, advance notices, company registration, login
   * history, and the codes and messages sent to `dests` (the member's e-mail and phone); keeps the
   * member's bookings with their guest fields pseudonymised (rules/account.ts PSEUDONYMOUS_GUEST).
   */
  async erasePersonalData(userIdx: number, dests: readonly string[], now: Date, tx: Tx = db): Promise<void> {
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
    if (dests.length > 0) {
      await tx.delete(certs).where(inArray(certs.dest, [...dests]));
      await tx.delete(messageOutbox).where(inArray(messageOutbox.dest, [...dests]));
    }
    await tx.update(orders).set({ ...PSEUDONYMOUS_GUEST, updatedAt: now }).where(eq(orders.userIdx, userIdx));
  },

  /** Forgets the IP and browser of the member's ended sessions (withdrawal, once they are all ended). */
  async forgetSessionDevices(userIdx: number, tx: Tx = db): Promise<void> {
    await tx.update(authSessions).set({ ip: null, userAgent: null }).where(and(eq(authSessions.userIdx, userIdx), isNotNull(authSessions.revokedAt)));
  },
});

export type MemberDataRepository = ReturnType<typeof memberDataRepository>;
