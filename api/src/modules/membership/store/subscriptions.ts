// All membership SQL (issue 11). The rules are billing.ts's; this file reads and writes rows, and
// every change of state goes through `applyMove`, which records the SPEC §4 event in the same
// transaction as the state it describes.
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { orders } from '../../../db/schema/orders';
import { membershipCharges, membershipCheckouts, subscriptionEvents, subscriptions, type PlanCode } from '../../../db/schema/memberships';
import { users } from '../../../db/schema/users';
import { transition, type Command, type SubscriptionLike } from '../rules/billing';
import { sendNotice } from '../notices';
import { renewalDecision } from '../rules/price-change';
import { termsOf } from './price-changes';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ChargeRow = typeof membershipCharges.$inferSelect;
export type CheckoutRow = typeof membershipCheckouts.$inferSelect;

export const asLike = (row: SubscriptionRow): SubscriptionLike => ({
  plan: row.plan,
  status: row.status,
  startedAt: row.startedAt,
  currentPeriodStart: row.currentPeriodStart ?? row.startedAt,
  currentPeriodEnd: row.currentPeriodEnd,
  graceUntil: row.graceUntil,
});

/** The member's subscription that is not over (at most one: subscribing checks under a lock on the member). */
export async function liveOf(db: Tx, userIdx: number, lock = false): Promise<SubscriptionRow | undefined> {
  const q = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userIdx, userIdx), ne(subscriptions.status, 'ENDED')))
    .orderBy(desc(subscriptions.idx))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function latestOf(db: Tx, userIdx: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userIdx, userIdx)).orderBy(desc(subscriptions.idx)).limit(1);
  return row;
}

export async function plansEver(db: Tx, userIdx: number): Promise<PlanCode[]> {
  const rows = await db.selectDistinct({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userIdx, userIdx));
  return rows.map((r) => r.plan);
}

export async function lockMember(tx: Tx, userIdx: number) {
  const [row] = await tx.select({ idx: users.idx, type: users.type }).from(users).where(eq(users.idx, userIdx)).for('update');
  return row;
}

/** SPEC §9 "unless a valid booking used the membership": a paid, not cancelled booking made since enrolment. */
export async function usedByBooking(db: Tx, userIdx: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ idx: orders.idx })
    .from(orders)
    .where(
      and(
        eq(orders.userIdx, userIdx),
        eq(orders.holdState, 'SOLD'),
        sql`${orders.createdAt} >= ${since}`,
        sql`${orders.status} not in ('cancel', 'cancel_request', 'cancel_wait')`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function paidAmountOfPeriod(db: Tx, sub: SubscriptionRow): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.subscriptionIdx, sub.idx), eq(membershipCharges.status, 'PAID'), ne(membershipCharges.kind, 'REFUND')))
    .orderBy(desc(membershipCharges.idx))
    .limit(1);
  return row;
}

export async function chargesOf(db: Tx, userIdx: number): Promise<ChargeRow[]> {
  return db.select().from(membershipCharges).where(eq(membershipCharges.userIdx, userIdx)).orderBy(desc(membershipCharges.createdAt), desc(membershipCharges.idx)).limit(200);
}

export async function eventsOf(db: Tx, subscriptionIdx: number) {
  return db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionIdx, subscriptionIdx)).orderBy(subscriptionEvents.idx);
}

/**
 * Moves a LOCKED subscription by the state machine; false (and nothing written) when the move is
 * not allowed. `set` adds the columns the caller changes with it (a new period, a card).
 */
export async function applyMove(
  tx: Tx,
  row: SubscriptionRow,
  command: Command,
  now: Date,
  set: Partial<typeof subscriptions.$inferInsert> = {},
  eventAmount = 0,
): Promise<SubscriptionRow | null> {
  const move = transition(asLike(row), command, now);
  if (!move.ok) return null;
  const values: Partial<typeof subscriptions.$inferInsert> = { status: move.to, updatedAt: now };
  if (move.graceUntil !== undefined) values.graceUntil = move.graceUntil;
  if (move.retryAt !== undefined) values.nextBillingAt = move.retryAt;
  Object.assign(values, set);
  if (move.to === 'ENDED') {
    values.endedAt = now;
    values.nextBillingAt = null;
  }
  if (move.to === 'CANCEL_REQUESTED') values.cancelRequestedAt = now;
  if (command.type === 'UNDO_CANCEL') values.cancelRequestedAt = null;
  const [updated] = await tx.update(subscriptions).set(values).where(and(eq(subscriptions.idx, row.idx), eq(subscriptions.status, row.status))).returning();
  if (!updated) return null;
  if (move.event) await tx.insert(subscriptionEvents).values({ subscriptionIdx: row.idx, userIdx: row.userIdx, eventType: move.event, amount: eventAmount, createdAt: now });
  // Notices in the same transaction as the change (notices.ts).
  if (command.type === 'RENEWAL_FAILED' && row.status === 'ACTIVE' && updated.status === 'PAST_DUE') await sendNotice(tx, row, 'PAYMENT_FAILED', { date: updated.graceUntil ?? undefined }, now);
  if (updated.status === 'ENDED' && move.event === 'CANCEL_PAYMENT') await sendNotice(tx, row, 'ENDED_UNPAID', {}, now);
  if (updated.status === 'ENDED' && command.type === 'PERIOD_OVER' && move.event === 'CANCEL') await sendNotice(tx, row, 'ENDED', {}, now);
  if (updated.status === 'ENDED' && command.type === 'PRICE_REFUSED') await sendNotice(tx, row, 'ENDED_PRICE', {}, now);
  return updated;
}

export async function lockSubscription(tx: Tx, idx: number) {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.idx, idx)).for('update');
  return row;
}

/** Subscriptions whose renewal (or end) is due, claimed so that no other worker sees them (SKIP LOCKED). */
export async function claimDue(tx: Tx, now: Date, limit: number) {
  return tx
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE', 'CANCEL_REQUESTED']), lte(subscriptions.nextBillingAt, now)))
    .orderBy(subscriptions.nextBillingAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Renewal charges left PENDING by a worker that stopped (crash) before settling them. */
export async function claimStalePending(tx: Tx, olderThan: Date, limit: number) {
  return tx
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.status, 'PENDING'), inArray(membershipCharges.kind, ['RENEWAL']), lte(membershipCharges.createdAt, olderThan)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export const checkoutOf = async (db: Db | Tx, checkoutId: string, userIdx: number): Promise<CheckoutRow | undefined> => {
  const [row] = await db
    .select()
    .from(membershipCheckouts)
    .where(and(eq(membershipCheckouts.checkoutId, checkoutId), eq(membershipCheckouts.userIdx, userIdx)))
    .limit(1);
  return row;
};


/**
 * Issue 11: a reminder 7 days before a yearly renewal, once per period: the conditional update of
 * `reminded_for` is the once, the notice is written in the same transaction.
 */
export async function sendRenewalReminders(tx: Tx, now: Date, limit: number): Promise<number> {
  const horizon = new Date(now.getTime() + 7 * 86_400_000);
  const due = await tx
    .update(subscriptions)
    .set({ remindedFor: sql`${subscriptions.currentPeriodEnd}` })
    .where(
      sql`${subscriptions.idx} in (select idx from ${subscriptions} where ${subscriptions.plan} = 'GOLD' and ${subscriptions.status} = 'ACTIVE'
        and ${subscriptions.currentPeriodEnd} <= ${horizon} and ${subscriptions.currentPeriodEnd} > ${now}
        and ${subscriptions.remindedFor} is distinct from ${subscriptions.currentPeriodEnd}
        order by ${subscriptions.currentPeriodEnd} limit ${limit} for update skip locked)`,
    )
    .returning();
  let sent = 0;
  for (const sub of due) {
    // The amount the renewal will charge (a new price only with consent); none when it will end
    // instead (a price not agreed): the consent request already says so.
    const decision = renewalDecision(await termsOf(tx, sub));
    if (!('charge' in decision)) continue;
    await sendNotice(tx, sub, 'RENEWAL_REMINDER', { date: sub.currentPeriodEnd, amount: decision.charge }, now);
    sent++;
  }
  return sent;
}

/** Issue 11: a card that runs out before the next charge is announced once per charge date, within 30 days of it. */
export async function sendExpiryWarnings(tx: Tx, now: Date, limit: number): Promise<number> {
  const horizon = new Date(now.getTime() + 30 * 86_400_000);
  const due = await tx
    .update(subscriptions)
    .set({ expiryWarnedFor: sql`${subscriptions.nextBillingAt}` })
    .where(
      sql`${subscriptions.idx} in (select idx from ${subscriptions} where ${subscriptions.status} = 'ACTIVE'
        and ${subscriptions.nextBillingAt} <= ${horizon} and ${subscriptions.cardExpiresAt} <= ${subscriptions.nextBillingAt}
        and ${subscriptions.expiryWarnedFor} is distinct from ${subscriptions.nextBillingAt}
        order by ${subscriptions.nextBillingAt} limit ${limit} for update skip locked)`,
    )
    .returning();
  for (const sub of due) await sendNotice(tx, sub, 'CARD_EXPIRING', { date: sub.cardExpiresAt ?? undefined }, now);
  return due.length;
}

/**
 * The value ledger of a period (issue 11): member discounts and cashback on the member's paid,
 * not cancelled bookings made since the period started. Cashback as the quote computes it
 * (pricing/quote.ts: the sale amount times the plan's rate, floored to 10 won).
 */
export async function valueSince(db: Tx, userIdx: number, since: Date): Promise<{ bookings: number; discounts: number; cashback: number }> {
  const [row] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      discounts: sql<number>`coalesce(sum(${orders.discountedAmount}), 0)::int`,
      cashback: sql<number>`coalesce(sum(floor(${orders.saleAmount} * ${orders.cashbackRate} / 1000.0) * 10), 0)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userIdx, userIdx),
        eq(orders.holdState, 'SOLD'),
        sql`${orders.createdAt} >= ${since}`,
        sql`${orders.status} not in ('cancel', 'cancel_request', 'cancel_wait')`,
      ),
    );
  return row ?? { bookings: 0, discounts: 0, cashback: 0 };
}
