// Price changes (membership_price_changes) and the members' answers (membership_price_answers,
// append-only receipts), plus the consent-request marker on subscriptions (`price_asked_for`).
// Reads and writes only: what a change means for a renewal is rules/price-change.ts's.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { membershipPriceAnswers, membershipPriceChanges, subscriptions, type PlanCode } from '../../../db/schema/memberships';
import { users } from '../../../db/schema/users';
import type { PriceChange, RenewalTerms } from '../rules/price-change';
import type { SubscriptionRow } from './subscriptions';

export type PriceChangeRow = typeof membershipPriceChanges.$inferSelect;
export type AnswerRow = typeof membershipPriceAnswers.$inferSelect;

/** The scheduled changes (of one plan, or all), earliest first, as the rules read them. */
export async function priceChangesOf(db: Tx, plan?: PlanCode): Promise<PriceChange[]> {
  const rows = await db
    .select()
    .from(membershipPriceChanges)
    .where(plan ? eq(membershipPriceChanges.plan, plan) : undefined)
    .orderBy(asc(membershipPriceChanges.effectiveAt));
  return rows.map((r) => ({ idx: r.idx, plan: r.plan, newPrice: r.newPrice, effectiveAt: r.effectiveAt }));
}

/** Every change as the pricing admin lists them, with who scheduled it: by plan, then by start. */
export async function priceChangeList(db: Tx) {
  return db
    .select({ change: membershipPriceChanges, byEmail: users.email, byName: users.name })
    .from(membershipPriceChanges)
    .leftJoin(users, eq(users.idx, membershipPriceChanges.createdBy))
    .orderBy(asc(membershipPriceChanges.plan), asc(membershipPriceChanges.effectiveAt));
}

/** Locks the plan's schedule, so that a check against it and the insert that follows see the same list. */
export async function lockPlanSchedule(tx: Tx, plan: PlanCode): Promise<void> {
  await tx.select({ idx: membershipPriceChanges.idx }).from(membershipPriceChanges).where(eq(membershipPriceChanges.plan, plan)).for('update');
}

/** A new scheduled price; undefined when that plan already has a change at that instant. */
export async function insertPriceChange(tx: Tx, values: typeof membershipPriceChanges.$inferInsert): Promise<PriceChangeRow | undefined> {
  const [row] = await tx.insert(membershipPriceChanges).values(values).onConflictDoNothing().returning();
  return row;
}

/** One subscription's answers, in the order given (the latest counts). */
export async function answersOf(db: Tx, subscriptionIdx: number): Promise<AnswerRow[]> {
  return db.select().from(membershipPriceAnswers).where(eq(membershipPriceAnswers.subscriptionIdx, subscriptionIdx)).orderBy(asc(membershipPriceAnswers.idx));
}

/** The member's receipts, newest first. */
export async function answersOfMember(db: Tx, userIdx: number): Promise<AnswerRow[]> {
  return db.select().from(membershipPriceAnswers).where(eq(membershipPriceAnswers.userIdx, userIdx)).orderBy(desc(membershipPriceAnswers.idx)).limit(100);
}

/** Writes one receipt (an answer, or NO_ANSWER by the renewal that found none), with what the member was shown. */
export async function recordAnswer(tx: Tx, sub: SubscriptionRow, terms: Extract<RenewalTerms, { kind: 'RISE' }>, answer: 'ACCEPTED' | 'DECLINED' | 'NO_ANSWER', now: Date): Promise<AnswerRow> {
  const [row] = await tx
    .insert(membershipPriceAnswers)
    .values({
      priceChangeIdx: terms.change.idx,
      subscriptionIdx: sub.idx,
      userIdx: sub.userIdx,
      answer,
      renewalAt: terms.renewalAt,
      oldPrice: terms.oldPrice,
      newPrice: terms.newPrice,
      cardMasked: sub.cardMasked,
      createdAt: now,
    })
    .returning();
  return row!;
}

/**
 * Active subscriptions renewing within `horizon` that have a rise at their renewal they were not
 * asked about yet, locked (SKIP LOCKED: another worker takes the others). The filter on the rise
 * is in SQL so that members already asked never fill the batch and starve the rest.
 */
export async function consentCandidates(tx: Tx, now: Date, horizon: Date, limit: number): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        lte(subscriptions.currentPeriodEnd, horizon),
        gt(subscriptions.currentPeriodEnd, now),
        sql`exists (select 1 from ${membershipPriceChanges} c where c.plan = ${subscriptions.plan} and c.effective_at <= ${subscriptions.currentPeriodEnd}
          and c.new_price > ${subscriptions.price} and c.idx is distinct from ${subscriptions.priceAskedFor})`,
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks the subscription as asked about this change; false when it already was (the mark is the once). */
export async function markPriceAsked(tx: Tx, subscriptionIdx: number, priceChangeIdx: number): Promise<boolean> {
  const [marked] = await tx
    .update(subscriptions)
    .set({ priceAskedFor: priceChangeIdx })
    .where(and(eq(subscriptions.idx, subscriptionIdx), sql`${subscriptions.priceAskedFor} is distinct from ${priceChangeIdx}`))
    .returning({ idx: subscriptions.idx });
  return Boolean(marked);
}
