// The subscriptions and their SPEC §4 event log: reads, claims and writes, no decisions (those are
// the rules'). Every change of state goes through `applyMove`, which records the SPEC §4 event in
// the same transaction as the state it describes and returns the domain events of the move; it
// sends nothing (the use case hands the events to the notices subscriber).
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { subscriptionEvents, subscriptions, type PlanCode, type SubscriptionEvent } from '../../../db/schema/memberships';
import { asLike, transition, type Command } from '../rules/billing';
import { eventsOfMove, type MembershipEvent } from '../rules/events';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

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

/**
 * The subscriptions that may give the member a grade (rules/grade.ts decides which does): every
 * one not ENDED, latest period end first. An ended one never gives benefits, so it is not fetched.
 */
export async function gradeCandidatesOf(db: Tx, userIdx: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userIdx, userIdx), ne(subscriptions.status, 'ENDED')))
    .orderBy(desc(subscriptions.currentPeriodEnd));
}

/** Every plan the member ever held, in any state (Silver is once per person). */
export async function plansEver(db: Tx, userIdx: number): Promise<PlanCode[]> {
  const rows = await db.selectDistinct({ plan: subscriptions.plan }).from(subscriptions).where(eq(subscriptions.userIdx, userIdx));
  return rows.map((r) => r.plan);
}

export async function subscriptionOf(db: Tx, idx: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.idx, idx));
  return row;
}

export async function lockSubscription(tx: Tx, idx: number): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.idx, idx)).for('update');
  return row;
}

/** A new subscription (a first payment or an upgrade) with its opening SPEC §4 event. */
export async function insertSubscription(tx: Tx, values: NewSubscription, event: { type: SubscriptionEvent; amount: number; at: Date }): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  await tx.insert(subscriptionEvents).values({ subscriptionIdx: row!.idx, userIdx: row!.userIdx, eventType: event.type, amount: event.amount, createdAt: event.at });
  return row!;
}

/** A registered card: its billing key, the customer key it was issued under, and what the member sees of it. */
export interface BillingCard {
  billingKey: string;
  customerKey: string;
  cardMasked: string;
  cardExpiresAt: Date;
}

/** A new card for the subscription; its expiry warning starts over (the new card may expire too). */
export async function setCard(tx: Tx, idx: number, card: BillingCard, now: Date): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ billingKey: card.billingKey, customerKey: card.customerKey, cardMasked: card.cardMasked, cardExpiresAt: card.cardExpiresAt, expiryWarnedFor: null, updatedAt: now })
    .where(eq(subscriptions.idx, idx));
}

/** Off the due list while a claimed charge is in flight (settling sets the next date). */
export async function clearNextBilling(tx: Tx, idx: number): Promise<void> {
  await tx.update(subscriptions).set({ nextBillingAt: null }).where(eq(subscriptions.idx, idx));
}

/** Rewrites the calendar of a subscription (the demo's time travel only). */
export async function setCalendar(
  db: Tx,
  idx: number,
  calendar: Pick<NewSubscription, 'startedAt' | 'currentPeriodStart' | 'currentPeriodEnd' | 'nextBillingAt' | 'graceUntil'>,
): Promise<void> {
  await db.update(subscriptions).set(calendar).where(eq(subscriptions.idx, idx));
}

/**
 * Moves a LOCKED subscription by the state machine; null (and nothing written) when the move is
 * not allowed or the row changed under us. `set` adds the columns the caller changes with it (a new
 * period, a card). Returns the row after the move and the move's domain events.
 */
export async function applyMove(
  tx: Tx,
  row: SubscriptionRow,
  command: Command,
  now: Date,
  set: Partial<NewSubscription> = {},
  eventAmount = 0,
): Promise<{ row: SubscriptionRow; events: MembershipEvent[] } | null> {
  const move = transition(asLike(row), command, now);
  if (!move.ok) return null;
  const values: Partial<NewSubscription> = { status: move.to, updatedAt: now };
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
  return { row: updated, events: eventsOfMove(row, command, updated, move.event) };
}

/** Subscriptions whose renewal (or end) is due, claimed so that no other worker sees them (SKIP LOCKED). */
export async function claimDue(tx: Tx, now: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.status, ['ACTIVE', 'PAST_DUE', 'CANCEL_REQUESTED']), lte(subscriptions.nextBillingAt, now)))
    .orderBy(subscriptions.nextBillingAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Active Gold subscriptions whose period ends within `horizon` and that were not reminded of this
 * period's renewal yet, marked as reminded (`reminded_for`) as they are claimed: the conditional
 * update is what makes the reminder once per period, even with several workers.
 */
export async function claimRenewalReminders(tx: Tx, now: Date, horizon: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .update(subscriptions)
    .set({ remindedFor: sql`${subscriptions.currentPeriodEnd}` })
    .where(
      sql`${subscriptions.idx} in (select idx from ${subscriptions} where ${subscriptions.plan} = 'GOLD' and ${subscriptions.status} = 'ACTIVE'
        and ${subscriptions.currentPeriodEnd} <= ${horizon} and ${subscriptions.currentPeriodEnd} > ${now}
        and ${subscriptions.remindedFor} is distinct from ${subscriptions.currentPeriodEnd}
        order by ${subscriptions.currentPeriodEnd} limit ${limit} for update skip locked)`,
    )
    .returning();
}

/**
 * Active subscriptions charged within `horizon` on a card that runs out by then, not yet warned
 * for this charge date, marked as warned (`expiry_warned_for`) as they are claimed: once per date.
 */
export async function claimExpiryWarnings(tx: Tx, horizon: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .update(subscriptions)
    .set({ expiryWarnedFor: sql`${subscriptions.nextBillingAt}` })
    .where(
      sql`${subscriptions.idx} in (select idx from ${subscriptions} where ${subscriptions.status} = 'ACTIVE'
        and ${subscriptions.nextBillingAt} <= ${horizon} and ${subscriptions.cardExpiresAt} <= ${subscriptions.nextBillingAt}
        and ${subscriptions.expiryWarnedFor} is distinct from ${subscriptions.nextBillingAt}
        order by ${subscriptions.nextBillingAt} limit ${limit} for update skip locked)`,
    )
    .returning();
}
