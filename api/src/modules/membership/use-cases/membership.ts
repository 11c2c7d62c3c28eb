// What a member can do with the awesome membership (issue 11): start a checkout (card
// registration at the gateway + first payment), finish it, cancel, undo the cancel, take the Gold
// refund, upgrade Silver to Gold, change the card. Each write locks the member's subscription and
// moves it through billing.ts's state machine; gateway calls happen outside transactions, with
// idempotency keys, so a double click or a replayed return never charges twice.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { membershipCharges, membershipCheckouts, subscriptionEvents, subscriptions, PLANS, type PlanCode } from '../../../db/schema/memberships';
import { users } from '../../../db/schema/users';
import type { Locale } from '../../../lib/locale';
import { eligibility, hasBenefits, refundOffer, subscribeTerms, upgradeQuote, periodEndAt } from '../rules/billing';
import { membershipFail } from '../failures';
import { priceAt, renewalDecision } from '../rules/price-change';
import { priceChangeView, priceChangesOf, termsOf } from '../store/price-changes';
import { customerKeyOf, settleRenewal, type MembershipGateway } from './renewals';
import { valueSince, applyMove, asLike, chargesOf, checkoutOf, liveOf, lockMember, lockSubscription, paidAmountOfPeriod, plansEver, usedByBooking, type SubscriptionRow } from '../store/subscriptions';

export interface MembershipDeps {
  db: Db;
  gateway: MembershipGateway;
  clock: () => Date;
}

const PLAN_NAME: Record<PlanCode, string> = { SILVER: 'Awesome Silver (monthly)', GOLD: 'Awesome Gold (yearly)' };
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The subscribe page: each plan with its price, terms stated before paying, and whether this member may take it. */
export async function offer({ db, clock }: MembershipDeps, userIdx: number | null) {
  const now = clock();
  let ever: PlanCode[] = [];
  let current: SubscriptionRow | undefined;
  let type: 'N' | 'C' = 'N';
  if (userIdx !== null) {
    [ever, current] = await Promise.all([plansEver(db, userIdx), liveOf(db, userIdx)]);
    const [u] = await db.select({ type: users.type }).from(users).where(eq(users.idx, userIdx));
    type = u?.type ?? 'N';
  }
  const changes = await priceChangesOf(db);
  const plans = (['GOLD', 'SILVER'] as const).map((plan) => {
    // The price in force today, and the one of the first renewal (an operator may have scheduled a change).
    const base = subscribeTerms(plan, now);
    const terms = { ...base, amount: priceAt(plan, changes, now), nextChargeAmount: priceAt(plan, changes, base.nextChargeAt) };
    const ok = eligibility(plan, { plansEver: ever, current: current ? asLike(current) : null }, type);
    return {
      plan,
      grade: PLANS[plan].grade,
      billing: PLANS[plan].billing,
      price: terms.amount,
      originalPrice: terms.originalPrice,
      monthlyPrice: plan === 'GOLD' ? Math.floor(terms.amount / 12) : terms.amount,
      nextChargeAt: iso(terms.nextChargeAt),
      nextChargeAmount: terms.nextChargeAmount,
      refundableUntil: iso(terms.refundableUntil),
      eligible: ok.ok,
      reason: ok.ok ? null : ok.reason,
    };
  });
  return { plans, current: current ? current.plan : null };
}

/** Starts a subscribe (or a card change): the amount is fixed here; the member goes to the gateway's card page. */
export async function startCheckout(deps: MembershipDeps, userIdx: number, input: { plan?: PlanCode; kind: 'SUBSCRIBE' | 'CARD_CHANGE' }, locale: Locale, sitePrefix: string) {
  const { db, gateway, clock } = deps;
  const now = clock();
  let plan: PlanCode;
  let amount: number;
  if (input.kind === 'SUBSCRIBE') {
    plan = input.plan!;
    const [ever, current, [u]] = await Promise.all([plansEver(db, userIdx), liveOf(db, userIdx), db.select({ type: users.type }).from(users).where(eq(users.idx, userIdx))]);
    const ok = eligibility(plan, { plansEver: ever, current: current ? asLike(current) : null }, u?.type ?? 'N');
    if (!ok.ok) throw membershipFail(ok.reason, locale);
    amount = priceAt(plan, await priceChangesOf(db, plan), now);
  } else {
    const current = await liveOf(db, userIdx);
    if (!current) throw membershipFail('NO_MEMBERSHIP', locale);
    plan = current.plan;
    amount = 0;
  }
  const checkoutId = `MC${crypto.randomBytes(9).toString('hex').toUpperCase()}`;
  await db.insert(membershipCheckouts).values({ checkoutId, userIdx, kind: input.kind, plan, amount, createdAt: now });
  const back = `${sitePrefix}/membership/awesome/${input.kind === 'SUBSCRIBE' ? 'subscribe' : 'management'}`;
  const url = gateway.cardRegistrationUrl({
    customerKey: customerKeyOf(userIdx),
    orderName: PLAN_NAME[plan],
    amountNow: amount,
    successUrl: `${back}?checkout=${checkoutId}`,
    failUrl: `${back}?checkout=${checkoutId}&failed=1`,
  });
  return { checkoutId, registrationUrl: url, amount, plan };
}

/** The gateway's card page came back: issue the billing key, charge the first period, start the membership. Idempotent per checkout. */
export async function completeCheckout(deps: MembershipDeps, userIdx: number, body: { checkoutId: string; authKey: string; customerKey: string }, locale: Locale) {
  const { db, gateway, clock } = deps;
  const checkout = await checkoutOf(db, body.checkoutId, userIdx);
  if (!checkout) throw membershipFail('CHECKOUT_NOT_FOUND', locale);
  if (checkout.status === 'DONE') return { done: true as const };
  if (checkout.status === 'FAILED' || body.customerKey !== customerKeyOf(userIdx)) throw membershipFail('CARD_NOT_REGISTERED', locale);
  const card = await gateway.issueBillingKey(body.authKey, body.customerKey);
  if (!card) throw membershipFail('CARD_NOT_REGISTERED', locale);

  if (checkout.kind === 'CARD_CHANGE') return changeCard(deps, userIdx, checkout.checkoutId, card, locale);

  const now = clock();
  const idempotencyKey = `mbr-first-${checkout.checkoutId}`;
  const paid = await gateway.chargeBillingKey({ billingKey: card.billingKey, customerKey: body.customerKey, orderId: checkout.checkoutId, orderName: PLAN_NAME[checkout.plan], amount: checkout.amount, idempotencyKey });
  if (paid.status !== 'approved') {
    await db.update(membershipCheckouts).set({ status: 'FAILED' }).where(and(eq(membershipCheckouts.idx, checkout.idx), eq(membershipCheckouts.status, 'PENDING')));
    throw membershipFail('PAYMENT_DECLINED', locale);
  }
  const started = await db.transaction(async (tx) => {
    const member = await lockMember(tx, userIdx);
    const [claimed] = await tx.update(membershipCheckouts).set({ status: 'DONE' }).where(and(eq(membershipCheckouts.idx, checkout.idx), eq(membershipCheckouts.status, 'PENDING'))).returning();
    if (!claimed) return 'TWIN' as const; // a twin request finished it
    const [ever, current] = await Promise.all([plansEver(tx, userIdx), liveOf(tx, userIdx)]);
    const ok = eligibility(checkout.plan, { plansEver: ever, current: current ? asLike(current) : null }, member?.type ?? 'N');
    if (!ok.ok) return ok.reason; // another checkout won in the meantime: this payment goes back
    const end = periodEndAt(now, checkout.plan, 1);
    const [sub] = await tx
      .insert(subscriptions)
      .values({
        userIdx,
        plan: checkout.plan,
        status: 'ACTIVE',
        price: checkout.amount,
        originalPrice: PLANS[checkout.plan].originalPrice,
        startedAt: now,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        nextBillingAt: end,
        billingKey: card.billingKey,
        cardMasked: card.cardMasked,
        cardExpiresAt: card.cardExpiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.update(membershipCheckouts).set({ subscriptionIdx: sub!.idx }).where(eq(membershipCheckouts.idx, checkout.idx));
    await tx.insert(membershipCharges).values({
      subscriptionIdx: sub!.idx, userIdx, kind: 'FIRST', plan: checkout.plan, periodStart: now, periodEnd: end, amount: checkout.amount,
      status: 'PAID', idempotencyKey, paymentKey: paid.paymentKey, cardMasked: card.cardMasked, createdAt: now, settledAt: now,
    });
    await tx.insert(subscriptionEvents).values({ subscriptionIdx: sub!.idx, userIdx, eventType: 'USE', amount: checkout.amount, createdAt: now });
    return 'STARTED' as const;
  });
  if (started === 'STARTED' || started === 'TWIN') return { done: true as const };
  await gateway.cancel(paid.paymentKey, checkout.amount);
  throw membershipFail(started, locale);
}

async function changeCard(deps: MembershipDeps, userIdx: number, checkoutId: string, card: { billingKey: string; cardMasked: string; cardExpiresAt: Date }, locale: Locale) {
  const { db, gateway, clock } = deps;
  const now = clock();
  const retry = await db.transaction(async (tx) => {
    const current = await liveOf(tx, userIdx, true);
    if (!current) return null;
    await tx.update(membershipCheckouts).set({ status: 'DONE', subscriptionIdx: current.idx }).where(eq(membershipCheckouts.checkoutId, checkoutId));
    await tx.update(subscriptions).set({ billingKey: card.billingKey, cardMasked: card.cardMasked, cardExpiresAt: card.cardExpiresAt, expiryWarnedFor: null, updatedAt: now }).where(eq(subscriptions.idx, current.idx));
    if (current.status !== 'PAST_DUE') return 'NONE' as const;
    const decided = renewalDecision(await termsOf(tx, current));
    const retryAmount = 'charge' in decided ? decided.charge : current.price;
    // Past due: the new card is tried at once (issue 11 "a one-tap card change that retries at once").
    const [charge] = await tx
      .insert(membershipCharges)
      .values({
        subscriptionIdx: current.idx, userIdx, kind: 'RENEWAL', plan: current.plan, periodStart: current.currentPeriodEnd,
        periodEnd: periodAfter(current), attempt: current.failedAttempts + 1, amount: retryAmount,
        idempotencyKey: `mbr-${current.idx}-${current.currentPeriodEnd.getTime()}-${current.failedAttempts + 1}`, cardMasked: card.cardMasked, createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    await tx.update(subscriptions).set({ nextBillingAt: null }).where(eq(subscriptions.idx, current.idx));
    return charge ?? ('NONE' as const);
  });
  if (retry === null) throw membershipFail('NO_MEMBERSHIP', locale);
  if (retry !== 'NONE') {
    const outcome = await settleRenewal(db, gateway, retry, now);
    if (outcome !== 'PAID') throw membershipFail('PAYMENT_DECLINED', locale);
  }
  return { done: true as const };
}

function periodAfter(sub: SubscriptionRow): Date {
  const like = asLike(sub);
  let n = 1;
  while (periodEndAt(like.startedAt, like.plan, n) <= like.currentPeriodEnd && n < 10_000) n++;
  return periodEndAt(like.startedAt, like.plan, n);
}

/** The management page: everything stated plainly (plan, state, next charge, card, what cancel and refund would do). */
export async function status({ db, clock }: MembershipDeps, userIdx: number) {
  const now = clock();
  const sub = await liveOf(db, userIdx);
  if (!sub) return { membership: null };
  const periodStart = sub.currentPeriodStart ?? sub.startedAt;
  const [paid, used, value, terms] = await Promise.all([paidAmountOfPeriod(db, sub), usedByBooking(db, userIdx, sub.startedAt), valueSince(db, userIdx, periodStart), termsOf(db, sub)]);
  const decision = renewalDecision(terms);
  const renews = sub.status === 'PAST_DUE' || (sub.status === 'ACTIVE' && 'charge' in decision);
  const refund = refundOffer(asLike(sub), paid?.amount ?? sub.price, used, now);
  const upgrade = await goldQuote(db, sub, now);
  return {
    membership: {
      plan: sub.plan,
      grade: PLANS[sub.plan].grade,
      status: sub.status,
      benefits: hasBenefits(asLike(sub), now),
      startedAt: sub.startedAt.toISOString(),
      currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
      // Declined (or not yet accepted) a new price: no charge is planned; it ends at the period end unless they accept.
      nextChargeAt: renews ? iso(sub.nextBillingAt ?? sub.currentPeriodEnd) : null,
      nextChargeAmount: renews ? ('charge' in decision ? decision.charge : sub.price) : null,
      priceChange: priceChangeView(sub, terms, now),
      graceUntil: iso(sub.graceUntil),
      lastFailCode: sub.lastFailCode,
      cardMasked: sub.cardMasked,
      /** Set when the card runs out before the next charge (issue 11 card-expiry warning). */
      cardExpiresBeforeCharge: sub.cardExpiresAt && sub.nextBillingAt && sub.cardExpiresAt <= sub.nextBillingAt ? sub.cardExpiresAt.toISOString() : null,
      paidThisPeriod: paid?.amount ?? null,
      /** Fee against what the membership gave back this period (issue 11 value ledger). */
      value: { periodStart: periodStart.toISOString(), fee: paid && paid.periodStart.getTime() === periodStart.getTime() ? paid.amount : 0, ...value },
      refund: refund.available
        ? { available: true, amount: refund.amount, until: refund.until.toISOString(), reason: null }
        : { available: false, amount: 0, until: iso(refund.until), reason: refund.reason },
      upgrade: upgrade ? { amount: upgrade.amount, silverRefund: upgrade.silverRefund, nextChargeAt: upgrade.nextChargeAt.toISOString() } : null,
    },
  };
}

async function moveOwn(deps: MembershipDeps, userIdx: number, locale: Locale, command: 'CANCEL' | 'UNDO_CANCEL') {
  const now = deps.clock();
  const moved = await deps.db.transaction(async (tx) => {
    const sub = await liveOf(tx, userIdx, true);
    if (!sub) return 'NONE' as const;
    const row = await applyMove(tx, sub, { type: command }, now, command === 'UNDO_CANCEL' ? { nextBillingAt: sub.currentPeriodEnd } : {});
    return row ? ('OK' as const) : ('BAD' as const);
  });
  if (moved === 'NONE') throw membershipFail('NO_MEMBERSHIP', locale);
  if (moved === 'BAD') throw membershipFail('INVALID_STATE', locale);
}

export const cancel = (deps: MembershipDeps, userIdx: number, locale: Locale) => moveOwn(deps, userIdx, locale, 'CANCEL');
export const undoCancel = (deps: MembershipDeps, userIdx: number, locale: Locale) => moveOwn(deps, userIdx, locale, 'UNDO_CANCEL');

/** Gold withdrawal within 7 days while unused (SPEC §9): the membership ends at once and the payment is refunded in full. */
export async function withdraw(deps: MembershipDeps, userIdx: number, locale: Locale) {
  const { db, gateway, clock } = deps;
  const now = clock();
  const out = await db.transaction(async (tx) => {
    const sub = await liveOf(tx, userIdx, true);
    if (!sub) return { error: 'NO_MEMBERSHIP' as const };
    const paid = await paidAmountOfPeriod(tx, sub);
    const offer = refundOffer(asLike(sub), paid?.amount ?? 0, await usedByBooking(tx, userIdx, sub.startedAt), now);
    if (!offer.available || !paid?.paymentKey) return { error: 'REFUND_UNAVAILABLE' as const };
    const row = await applyMove(tx, sub, { type: 'WITHDRAW' }, now, {}, offer.amount);
    if (!row) return { error: 'INVALID_STATE' as const };
    await tx.insert(membershipCharges).values({
      subscriptionIdx: sub.idx, userIdx, kind: 'REFUND', plan: sub.plan, periodStart: paid.periodStart, periodEnd: paid.periodEnd, amount: offer.amount,
      status: 'REFUNDED', idempotencyKey: `mbr-refund-${paid.idx}`, paymentKey: paid.paymentKey, cardMasked: paid.cardMasked, refundOf: paid.idx, createdAt: now, settledAt: now,
    });
    return { error: null, paymentKey: paid.paymentKey, amount: offer.amount };
  });
  if (out.error !== null) throw membershipFail(out.error, locale);
  await gateway.cancel(out.paymentKey, out.amount);
  return { refunded: out.amount };
}

/** The upgrade quote at the Gold price in force now (an operator may have changed it). */
async function goldQuote(db: Db, sub: SubscriptionRow, now: Date) {
  const quote = upgradeQuote(asLike(sub), now);
  return quote ? { ...quote, amount: priceAt('GOLD', await priceChangesOf(db, 'GOLD'), now) } : null;
}

/** Silver -> Gold at once, Gold charged in full, no partial refund of Silver (SPEC §4), on the card on file. */
export async function upgrade(deps: MembershipDeps, userIdx: number, locale: Locale) {
  const { db, gateway, clock } = deps;
  const now = clock();
  const sub = await liveOf(db, userIdx);
  if (!sub) throw membershipFail('NO_MEMBERSHIP', locale);
  const quote = await goldQuote(db, sub, now);
  if (!quote || !sub.billingKey) throw membershipFail('INVALID_STATE', locale);
  const idempotencyKey = `mbr-upgrade-${sub.idx}`;
  const paid = await gateway.chargeBillingKey({ billingKey: sub.billingKey, customerKey: customerKeyOf(userIdx), orderId: `MBRU${sub.idx}`, orderName: PLAN_NAME.GOLD, amount: quote.amount, idempotencyKey });
  if (paid.status !== 'approved') throw membershipFail('PAYMENT_DECLINED', locale);
  const done = await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, sub.idx);
    if (!locked) return false;
    const ended = await applyMove(tx, locked, { type: 'UPGRADED' }, now);
    if (!ended) return false;
    const [gold] = await tx
      .insert(subscriptions)
      .values({
        userIdx, plan: 'GOLD', status: 'ACTIVE', price: quote.amount, originalPrice: PLANS.GOLD.originalPrice, startedAt: now, currentPeriodStart: now,
        currentPeriodEnd: quote.periodEnd, nextBillingAt: quote.periodEnd, billingKey: sub.billingKey, cardMasked: sub.cardMasked, cardExpiresAt: sub.cardExpiresAt, createdAt: now, updatedAt: now,
      })
      .returning();
    await tx.insert(membershipCharges).values({
      subscriptionIdx: gold!.idx, userIdx, kind: 'UPGRADE', plan: 'GOLD', periodStart: now, periodEnd: quote.periodEnd, amount: quote.amount,
      status: 'PAID', idempotencyKey, paymentKey: paid.paymentKey, cardMasked: sub.cardMasked, createdAt: now, settledAt: now,
    });
    await tx.insert(subscriptionEvents).values({ subscriptionIdx: gold!.idx, userIdx, eventType: 'USE', amount: quote.amount, createdAt: now });
    return true;
  });
  if (!done) {
    // A twin upgraded first (same idempotency key: the gateway charged once) or the state moved: nothing more to do.
    const after = await liveOf(db, userIdx);
    if (after?.plan === 'GOLD') return { upgraded: true };
    await gateway.cancel(paid.paymentKey, quote.amount);
    throw membershipFail('INVALID_STATE', locale);
  }
  return { upgraded: true };
}

/** Every charge, refund and failed attempt (billing history). */
export async function history({ db }: MembershipDeps, userIdx: number) {
  const rows = await chargesOf(db, userIdx);
  return {
    items: rows
      .filter((r) => r.status !== 'PENDING')
      .map((r) => ({
        idx: r.idx,
        kind: r.kind,
        plan: r.plan,
        status: r.status,
        amount: r.amount,
        periodStart: r.periodStart.toISOString(),
        periodEnd: r.periodEnd.toISOString(),
        cardMasked: r.cardMasked,
        failCode: r.failCode,
        receipt: r.paymentKey,
        createdAt: (r.settledAt ?? r.createdAt).toISOString(),
      })),
  };
}
