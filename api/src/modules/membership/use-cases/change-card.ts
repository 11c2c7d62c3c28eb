// A card change came back from the gateway's card page: the new card goes on the live
// subscription; a past-due one is charged on it at once (a one-tap fix, not a wait for the next
// retry), under the same idempotency key a scheduled retry of that attempt would use.
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { chargeKey, periodEndAfter } from '../rules/billing';
import type { MembershipEvent } from '../rules/events';
import { renewalDecision } from '../rules/price-change';
import { claimCharge } from '../store/charges';
import { finishCardChange } from '../store/checkouts';
import { clearNextBilling, liveOf, setCard, type BillingCard } from '../store/subscriptions';
import type { MembershipDeps } from './shared/deps';
import { termsOf } from './shared/terms';
import { settleRenewal } from './settle-renewal';

export async function changeCard(deps: MembershipDeps, userIdx: number, checkoutId: string, card: BillingCard, locale: Locale) {
  const { db, gateway, clock, transport } = deps;
  const now = clock();
  const retry = await db.transaction(async (tx) => {
    const current = await liveOf(tx, userIdx, true);
    if (!current) return null;
    await finishCardChange(tx, checkoutId, current.idx);
    await setCard(tx, current.idx, card, now);
    if (current.status !== 'PAST_DUE') return 'NONE' as const;
    const decided = renewalDecision(await termsOf(tx, current));
    const attempt = current.failedAttempts + 1;
    const charge = await claimCharge(tx, {
      subscriptionIdx: current.idx, userIdx, kind: 'RENEWAL', plan: current.plan, periodStart: current.currentPeriodEnd,
      periodEnd: periodEndAfter(current), attempt, amount: 'charge' in decided ? decided.charge : current.price,
      idempotencyKey: chargeKey(current.idx, current.currentPeriodEnd, attempt), cardMasked: card.cardMasked, createdAt: now,
    });
    await clearNextBilling(tx, current.idx);
    return charge ?? ('NONE' as const);
  });
  if (retry === null) throw membershipFail('NO_MEMBERSHIP', locale);
  let events: MembershipEvent[] = [];
  if (retry !== 'NONE') {
    const settled = await settleRenewal(db, gateway, retry, now, transport);
    if (settled.outcome !== 'PAID') throw membershipFail('PAYMENT_DECLINED', locale);
    events = settled.events;
  }
  return { done: true as const, events };
}
