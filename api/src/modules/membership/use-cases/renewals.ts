// The renewal scheduler (DESIGN §6). Durable: the due work IS the subscriptions table
// (next_billing_at), claimed with SELECT ... FOR UPDATE SKIP LOCKED, so several API processes
// never take the same subscription. Exactly once: a claim writes a PENDING charge under the unique
// key (subscription, period start, RENEWAL, attempt) and clears next_billing_at in the same
// transaction; the gateway is called outside any transaction with an idempotency key built from
// that key (settle-renewal.ts); settling is a conditional update of the PENDING row. A worker that
// dies between the steps leaves a PENDING charge that a later run re-sends with the same key (the
// gateway answers its first outcome, never a second charge); and a partial unique index allows one
// PAID charge per subscription and period whatever else happens. Every state change's notices are
// written through the transport in the transaction of the change.
import type { Db } from '../../../db/database';
import { outboxStore, outboxTransport, type MessageTransport } from '../../messages';
import { sendNotices } from '../notices';
import { asLike, chargeKey, nextPeriod, transition } from '../rules/billing';
import { renewalDecision } from '../rules/price-change';
import { claimCharge, claimStalePending, type ChargeRow } from '../store/charges';
import { recordAnswer } from '../store/price-changes';
import { applyMove, claimDue, clearNextBilling } from '../store/subscriptions';
import type { MembershipGateway } from './gateway';
import { dueNoticeEvents } from './notify-due';
import { settleRenewal } from './settle-renewal';
import { GatewayUnavailableError } from '../../payment';
import { termsOf } from './shared/terms';

export type { MembershipGateway } from './gateway';

export interface RenewalResult {
  renewed: number;
  failed: number;
  ended: number;
  reminded: number;
}

/** A PENDING charge older than this belongs to a worker that stopped. */
const STALE_MS = 2 * 60_000;

/**
 * One run: ends what is over, claims and charges what is due, sends the notices due before a
 * renewal. `transport` is the app's message transport (`app.transport`); without one, notices go
 * to the outbox of `db`.
 */
export async function runRenewals(db: Db, gateway: MembershipGateway, now: Date, transport: MessageTransport = outboxTransport(outboxStore(db)), batch = 50): Promise<RenewalResult> {
  const result: RenewalResult = { renewed: 0, failed: 0, ended: 0, reminded: 0 };
  const work: ChargeRow[] = [];
  await db.transaction(async (tx) => {
    for (const sub of await claimDue(tx, now, batch)) {
      // Over without a charge: a cancel that reached its period end, or grace that ran out.
      const over = transition(asLike(sub), { type: 'PERIOD_OVER' }, now);
      if (over.ok) {
        const ended = await applyMove(tx, sub, { type: 'PERIOD_OVER' }, now);
        if (ended) {
          result.ended++;
          await sendNotices(tx, transport, ended.events, now);
        }
        continue;
      }
      if (sub.status === 'CANCEL_REQUESTED') continue; // not yet at its end (a moved date): left for later
      const period = nextPeriod(asLike(sub));
      // A new price is charged only with the member's consent; without it the membership ends now, at its period end.
      const terms = await termsOf(tx, sub);
      const decision = renewalDecision(terms);
      if ('end' in decision && sub.status === 'ACTIVE') {
        if (decision.end === 'NO_ANSWER' && terms.kind === 'RISE') await recordAnswer(tx, sub, terms, 'NO_ANSWER', now);
        const ended = await applyMove(tx, sub, { type: 'PRICE_REFUSED' }, now);
        if (ended) {
          result.ended++;
          await sendNotices(tx, transport, ended.events, now);
        }
        continue;
      }
      const attempt = sub.failedAttempts + 1;
      const charge = await claimCharge(tx, {
        subscriptionIdx: sub.idx,
        userIdx: sub.userIdx,
        kind: 'RENEWAL',
        plan: sub.plan,
        periodStart: period.start,
        periodEnd: period.end,
        attempt,
        amount: 'charge' in decision ? decision.charge : sub.price,
        idempotencyKey: chargeKey(sub.idx, period.start, attempt),
        cardMasked: sub.cardMasked,
        createdAt: now,
      });
      // Claimed: off the due list until the charge settles (settling sets the next date).
      await clearNextBilling(tx, sub.idx);
      if (charge) work.push(charge);
    }
    for (const stale of await claimStalePending(tx, new Date(now.getTime() - STALE_MS), batch)) work.push(stale);
  });
  result.reminded = await db.transaction(async (tx) => {
    const events = await dueNoticeEvents(tx, now, batch);
    await sendNotices(tx, transport, events, now);
    return events.length;
  });

  for (const charge of work) {
    let outcome;
    try {
      ({ outcome } = await settleRenewal(db, gateway, charge, now, transport));
    } catch (error) {
      // The gateway did not answer: the charge stays PENDING and is taken up again once stale,
      // under the same idempotency key and orderId (never charged twice); the others go on.
      if (error instanceof GatewayUnavailableError) continue;
      throw error;
    }
    if (outcome === 'PAID') result.renewed++;
    else if (outcome === 'FAILED') result.failed++;
    else if (outcome === 'ENDED') result.ended++;
  }
  return result;
}
