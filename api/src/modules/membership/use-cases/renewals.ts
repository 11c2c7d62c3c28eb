// The renewal scheduler (issue 11, DESIGN §6). Durable: the due work IS the subscriptions table
// (next_billing_at), claimed with SELECT ... FOR UPDATE SKIP LOCKED, so several API processes
// never take the same subscription. Exactly once: a claim writes a PENDING charge under the unique
// key (subscription, period start, RENEWAL, attempt) and clears next_billing_at in the same
// transaction; the gateway is called outside any transaction with an idempotency key built from
// that key; settling is a conditional update of the PENDING row. A worker that dies between the
// steps leaves a PENDING charge that a later run re-sends with the same key (the gateway answers
// its first outcome, never a second charge); and a partial unique index allows one PAID charge per
// subscription and period whatever else happens.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { membershipCharges, subscriptions } from '../../../db/schema/memberships';
import type { BillingGateway, Gateway } from '../../payment';
import { chargeKey, nextPeriod, transition } from '../rules/billing';
import { renewalDecision } from '../rules/price-change';
import { recordAnswer, sendPriceConsentRequests, termsOf } from '../store/price-changes';
import { applyMove, asLike, claimDue, claimStalePending, lockSubscription, sendExpiryWarnings, sendRenewalReminders, type ChargeRow } from '../store/subscriptions';

/** Billing keys plus the gateway's refund (cancel) of a captured payment. */
export type MembershipGateway = BillingGateway & Pick<Gateway, 'cancel'>;

export interface RenewalResult {
  renewed: number;
  failed: number;
  ended: number;
  reminded: number;
}

/** A PENDING charge older than this belongs to a worker that stopped. */
const STALE_MS = 2 * 60_000;

export async function runRenewals(db: Db, gateway: MembershipGateway, now: Date, batch = 50): Promise<RenewalResult> {
  const result: RenewalResult = { renewed: 0, failed: 0, ended: 0, reminded: 0 };
  const work: ChargeRow[] = [];
  await db.transaction(async (tx) => {
    for (const sub of await claimDue(tx, now, batch)) {
      // Over without a charge: a cancel that reached its period end, or grace that ran out.
      const over = transition(asLike(sub), { type: 'PERIOD_OVER' }, now);
      if (over.ok) {
        if (await applyMove(tx, sub, { type: 'PERIOD_OVER' }, now)) result.ended++;
        continue;
      }
      if (sub.status === 'CANCEL_REQUESTED') continue; // not yet at its end (a moved date): left for later
      const period = nextPeriod(asLike(sub));
      // A new price is charged only with the member's consent; without it the membership ends now, at its period end.
      const terms = await termsOf(tx, sub);
      const decision = renewalDecision(terms);
      if ('end' in decision && sub.status === 'ACTIVE') {
        if (decision.end === 'NO_ANSWER' && terms.kind === 'RISE') await recordAnswer(tx, sub, terms, 'NO_ANSWER', now);
        if (await applyMove(tx, sub, { type: 'PRICE_REFUSED' }, now)) result.ended++;
        continue;
      }
      const amount = 'charge' in decision ? decision.charge : sub.price;
      const attempt = sub.failedAttempts + 1;
      const [charge] = await tx
        .insert(membershipCharges)
        .values({
          subscriptionIdx: sub.idx,
          userIdx: sub.userIdx,
          kind: 'RENEWAL',
          plan: sub.plan,
          periodStart: period.start,
          periodEnd: period.end,
          attempt,
          amount,
          idempotencyKey: chargeKey(sub.idx, period.start, attempt),
          cardMasked: sub.cardMasked,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      // Claimed: off the due list until the charge settles (settling sets the next date).
      await tx.update(subscriptions).set({ nextBillingAt: null }).where(eq(subscriptions.idx, sub.idx));
      if (charge) work.push(charge);
    }
    for (const stale of await claimStalePending(tx, new Date(now.getTime() - STALE_MS), batch)) work.push(stale);
  });
  result.reminded = await db.transaction(
    async (tx) => (await sendRenewalReminders(tx, now, batch)) + (await sendExpiryWarnings(tx, now, batch)) + (await sendPriceConsentRequests(tx, now, batch)),
  );

  for (const charge of work) {
    const outcome = await settleRenewal(db, gateway, charge, now);
    if (outcome === 'PAID') result.renewed++;
    else if (outcome === 'FAILED') result.failed++;
    else if (outcome === 'ENDED') result.ended++;
  }
  return result;
}

/** Charges one claimed renewal (idempotently) and moves the subscription by the outcome. */
export async function settleRenewal(db: Db, gateway: MembershipGateway, charge: ChargeRow, now: Date): Promise<'PAID' | 'FAILED' | 'ENDED' | 'NONE'> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.idx, charge.subscriptionIdx));
  if (!sub) return 'NONE';
  const answer = sub.billingKey
    ? await gateway.chargeBillingKey({
        billingKey: sub.billingKey,
        customerKey: customerKeyOf(sub.userIdx),
        orderId: `MBR${charge.subscriptionIdx}P${charge.periodStart.getTime()}A${charge.attempt}`,
        orderName: sub.plan === 'GOLD' ? 'Awesome Gold (yearly)' : 'Awesome Silver (monthly)',
        amount: charge.amount,
        idempotencyKey: charge.idempotencyKey,
      })
    : ({ status: 'declined', paymentKey: null, code: 'NO_CARD', message: 'No card registered.', hard: true } as const);

  const outcome = await db.transaction(async (tx) => {
    const locked = await lockSubscription(tx, charge.subscriptionIdx);
    const [settled] = await tx
      .update(membershipCharges)
      .set(
        answer.status === 'approved'
          ? { status: 'PAID', paymentKey: answer.paymentKey, settledAt: now }
          : { status: 'FAILED', paymentKey: answer.paymentKey, failCode: answer.code, settledAt: now },
      )
      .where(and(eq(membershipCharges.idx, charge.idx), eq(membershipCharges.status, 'PENDING')))
      .returning();
    if (!settled || !locked) return 'NONE'; // a twin settled it first
    if (answer.status === 'approved') {
      const moved = await applyMove(
        tx,
        locked,
        { type: 'RENEWED' },
        now,
        { currentPeriodStart: charge.periodStart, currentPeriodEnd: charge.periodEnd, nextBillingAt: charge.periodEnd, failedAttempts: 0, lastFailCode: null, price: charge.amount },
        charge.amount,
      );
      if (moved) return 'PAID';
      // Cancelled or ended while the charge was in flight: nothing was owed, give it back (below, outside the transaction).
      await tx.update(membershipCharges).set({ status: 'REFUNDED' }).where(eq(membershipCharges.idx, charge.idx));
      return 'GIVE_BACK';
    }
    const failed = await applyMove(tx, locked, { type: 'RENEWAL_FAILED', hard: answer.hard, attempt: charge.attempt }, now, { failedAttempts: charge.attempt, lastFailCode: answer.code });
    return failed?.status === 'ENDED' ? 'ENDED' : 'FAILED';
  });
  if (outcome === 'GIVE_BACK' && answer.status === 'approved') {
    await gateway.cancel(answer.paymentKey, charge.amount);
    return 'NONE';
  }
  return outcome === 'GIVE_BACK' ? 'NONE' : outcome;
}

/** The member's customer key at the gateway (one per member). */
export const customerKeyOf = (userIdx: number): string => `stay-member-${userIdx}`;
