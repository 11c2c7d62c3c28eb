// Price changes (issue 11): the operator schedules, the member answers, the renewal asks
// price-change.ts what to charge. Reads and writes only; the rules are price-change.ts's.
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { membershipPriceAnswers, membershipPriceChanges, subscriptions, type PlanCode } from '../../../db/schema/memberships';
import { supportStaff } from '../../../db/schema/support';
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { CONSENT_WINDOW_DAYS, askingNow, checkAnswer, checkSchedule, renewalTerms, type PriceChange, type RenewalTerms } from '../rules/price-change';
import { sendNotice } from '../notices';
import { liveOf, type SubscriptionRow } from './subscriptions';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function priceChangesOf(db: Tx, plan?: PlanCode): Promise<PriceChange[]> {
  const rows = await db
    .select()
    .from(membershipPriceChanges)
    .where(plan ? eq(membershipPriceChanges.plan, plan) : undefined)
    .orderBy(asc(membershipPriceChanges.effectiveAt));
  return rows.map((r) => ({ idx: r.idx, plan: r.plan, newPrice: r.newPrice, effectiveAt: r.effectiveAt }));
}

export async function answersOf(db: Tx, subscriptionIdx: number) {
  return db.select().from(membershipPriceAnswers).where(eq(membershipPriceAnswers.subscriptionIdx, subscriptionIdx)).orderBy(asc(membershipPriceAnswers.idx));
}

/** The next renewal's terms of this subscription (price-change.ts). */
export async function termsOf(db: Tx, sub: SubscriptionRow): Promise<RenewalTerms> {
  const [changes, answers] = await Promise.all([priceChangesOf(db, sub.plan), answersOf(db, sub.idx)]);
  return renewalTerms({ plan: sub.plan, price: sub.price, renewalAt: sub.currentPeriodEnd }, changes, answers);
}

/** Writes one receipt (an answer, or NO_ANSWER by the renewal that found none). */
export async function recordAnswer(tx: Tx, sub: SubscriptionRow, terms: Extract<RenewalTerms, { kind: 'RISE' }>, answer: 'ACCEPTED' | 'DECLINED' | 'NO_ANSWER', now: Date) {
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

/** What the management page and the consent screen show about a price change of the next renewal. */
export function priceChangeView(sub: SubscriptionRow, terms: RenewalTerms, now: Date) {
  if (terms.kind === 'SAME' || sub.status !== 'ACTIVE') return null;
  if (terms.kind === 'CUT') {
    return { priceChangeIdx: terms.change.idx, kind: 'CUT' as const, plan: sub.plan, renewalAt: iso(sub.currentPeriodEnd)!, oldPrice: terms.oldPrice, newPrice: terms.amount, asksFrom: null, asking: false, answer: null, cardMasked: sub.cardMasked };
  }
  return {
    priceChangeIdx: terms.change.idx,
    kind: 'RISE' as const,
    plan: sub.plan,
    renewalAt: iso(terms.renewalAt)!,
    oldPrice: terms.oldPrice,
    newPrice: terms.newPrice,
    asksFrom: iso(terms.asksFrom),
    asking: askingNow(terms, now),
    answer: terms.answer,
    cardMasked: sub.cardMasked,
  };
}

/**
 * Asks by notice, once per change and subscription, when a rise's consent window opens (the
 * screen asks too). The conditional update of `price_asked_for` is the once; the notice is written
 * in the same transaction.
 */
export async function sendPriceConsentRequests(tx: Tx, now: Date, limit: number): Promise<number> {
  const horizon = new Date(now.getTime() + CONSENT_WINDOW_DAYS * 86_400_000);
  const subs = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        lte(subscriptions.currentPeriodEnd, horizon),
        gt(subscriptions.currentPeriodEnd, now),
        // Only those with a rise at their renewal they have not been asked about yet (no starvation behind a batch).
        sql`exists (select 1 from ${membershipPriceChanges} c where c.plan = ${subscriptions.plan} and c.effective_at <= ${subscriptions.currentPeriodEnd}
          and c.new_price > ${subscriptions.price} and c.idx is distinct from ${subscriptions.priceAskedFor})`,
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit)
    .for('update', { skipLocked: true });
  let sent = 0;
  for (const sub of subs) {
    const terms = await termsOf(tx, sub);
    if (terms.kind !== 'RISE' || !askingNow(terms, now) || sub.priceAskedFor === terms.change.idx) continue;
    const [marked] = await tx
      .update(subscriptions)
      .set({ priceAskedFor: terms.change.idx })
      .where(and(eq(subscriptions.idx, sub.idx), sql`${subscriptions.priceAskedFor} is distinct from ${terms.change.idx}`))
      .returning({ idx: subscriptions.idx });
    // Already answered on the screen: marked as asked, no notice needed.
    if (!marked || terms.answer !== null) continue;
    await sendNotice(tx, sub, 'PRICE_CONSENT', { date: terms.renewalAt, amount: terms.newPrice }, now);
    sent++;
  }
  return sent;
}

/** The consent screen: the question (when there is one) and every receipt of the member. */
export async function priceChangeScreen(db: Db, userIdx: number, now: Date) {
  const sub = await liveOf(db, userIdx);
  const ask = sub ? priceChangeView(sub, await termsOf(db, sub), now) : null;
  const rows = await db.select().from(membershipPriceAnswers).where(eq(membershipPriceAnswers.userIdx, userIdx)).orderBy(desc(membershipPriceAnswers.idx)).limit(100);
  const plans = new Map((await priceChangesOf(db)).map((c) => [c.idx, c.plan]));
  return {
    ask,
    receipts: rows.map((r) => ({
      idx: r.idx,
      priceChangeIdx: r.priceChangeIdx,
      plan: plans.get(r.priceChangeIdx) ?? null,
      answer: r.answer,
      renewalAt: r.renewalAt.toISOString(),
      oldPrice: r.oldPrice,
      newPrice: r.newPrice,
      cardMasked: r.cardMasked,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** The member accepts or declines the new price of their next renewal (only inside the window). */
export async function answerPriceChange(db: Db, userIdx: number, input: { priceChangeIdx: number; answer: 'ACCEPT' | 'DECLINE' }, now: Date, locale: Locale) {
  const refused = await db.transaction(async (tx) => {
    const sub = await liveOf(tx, userIdx, true);
    if (!sub || sub.status !== 'ACTIVE') return 'PRICE_NOT_ASKED' as const;
    const terms = await termsOf(tx, sub);
    const allowed = checkAnswer(terms, input.priceChangeIdx, now);
    if (!allowed.ok) return allowed.code;
    if (terms.kind !== 'RISE') return 'PRICE_NOT_ASKED' as const;
    await recordAnswer(tx, sub, terms, input.answer === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED', now);
    return null;
  });
  if (refused) throw membershipFail(refused, locale);
  return priceChangeScreen(db, userIdx, now);
}

// ---- The operator (staff role, or the command line) ----

export async function isStaff(db: Tx, userIdx: number): Promise<boolean> {
  const [row] = await db.select({ u: supportStaff.userIdx }).from(supportStaff).where(eq(supportStaff.userIdx, userIdx)).limit(1);
  return Boolean(row);
}

export async function listPriceChanges(db: Db) {
  const rows = await db.select().from(membershipPriceChanges).orderBy(asc(membershipPriceChanges.plan), asc(membershipPriceChanges.effectiveAt));
  return { items: rows.map((r) => ({ idx: r.idx, plan: r.plan, newPrice: r.newPrice, effectiveAt: r.effectiveAt.toISOString(), createdAt: r.createdAt.toISOString() })) };
}

/** Schedules a plan's new price from a Korean day (YYYY-MM-DD) on. */
export async function schedulePriceChange(db: Db, input: { plan: PlanCode; newPrice: number; effectiveDay: string; createdBy: number | null }, now: Date, locale: Locale, demo = false) {
  const out = await db.transaction(async (tx) => {
    // One scheduler at a time per plan: the check and the insert see the same list.
    await tx.select({ idx: membershipPriceChanges.idx }).from(membershipPriceChanges).where(eq(membershipPriceChanges.plan, input.plan)).for('update');
    const checked = checkSchedule(input, await priceChangesOf(tx, input.plan), now, demo);
    if (!checked.ok) return checked;
    const [row] = await tx
      .insert(membershipPriceChanges)
      .values({ plan: input.plan, newPrice: input.newPrice, effectiveAt: checked.effectiveAt, createdBy: input.createdBy, createdAt: now })
      .onConflictDoNothing()
      .returning();
    return row ? { ok: true as const, row } : { ok: false as const, code: 'PRICE_SAME' as const };
  });
  if (!out.ok) throw membershipFail(out.code, locale);
  return { idx: out.row.idx, plan: out.row.plan, newPrice: out.row.newPrice, effectiveAt: out.row.effectiveAt.toISOString() };
}
