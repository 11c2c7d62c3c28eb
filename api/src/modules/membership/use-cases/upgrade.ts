// Silver -> Gold at once, Gold charged in full on the card on file, no partial refund of Silver
// (SPEC §4). The charge comes first (outside any transaction, one idempotency key per Silver
// subscription, so a double click charges once); then the Silver ends and the Gold starts in one
// transaction. If the state moved meanwhile, the charge is given back.
import { PLANS } from '../../../db/schema/memberships';
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { sendNotices } from '../notices';
import { PLAN_NAME } from '../rules/billing';
import type { MembershipEvent } from '../rules/events';
import { addCharge } from '../store/charges';
import { applyMove, insertSubscription, liveOf, lockSubscription } from '../store/subscriptions';
import type { MembershipDeps } from './shared/deps';
import { goldQuote } from './shared/terms';

export async function upgrade(deps: MembershipDeps, userIdx: number, locale: Locale) {
  const { db, gateway, clock, transport } = deps;
  const now = clock();
  const sub = await liveOf(db, userIdx);
  if (!sub) throw membershipFail('NO_MEMBERSHIP', locale);
  const quote = await goldQuote(db, sub, now);
  if (!quote || !sub.billingKey || !sub.customerKey) throw membershipFail('INVALID_STATE', locale);
  const idempotencyKey = `mbr-upgrade-${sub.idx}`;
  const paid = await gateway.chargeBillingKey({ billingKey: sub.billingKey, customerKey: sub.customerKey, orderId: `MBRU${sub.idx}`, orderName: PLAN_NAME.GOLD, amount: quote.amount, idempotencyKey });
  if (paid.status !== 'approved') throw membershipFail('PAYMENT_DECLINED', locale);
  const done = await db.transaction(async (tx): Promise<MembershipEvent[] | null> => {
    const locked = await lockSubscription(tx, sub.idx);
    if (!locked) return null;
    const ended = await applyMove(tx, locked, { type: 'UPGRADED' }, now);
    if (!ended) return null;
    const gold = await insertSubscription(
      tx,
      {
        userIdx, plan: 'GOLD', status: 'ACTIVE', price: quote.amount, originalPrice: PLANS.GOLD.originalPrice, startedAt: now, currentPeriodStart: now,
        currentPeriodEnd: quote.periodEnd, nextBillingAt: quote.periodEnd, billingKey: sub.billingKey, customerKey: sub.customerKey, cardMasked: sub.cardMasked, cardExpiresAt: sub.cardExpiresAt, createdAt: now, updatedAt: now,
      },
      { type: 'USE', amount: quote.amount, at: now },
    );
    await addCharge(tx, {
      subscriptionIdx: gold.idx, userIdx, kind: 'UPGRADE', plan: 'GOLD', periodStart: now, periodEnd: quote.periodEnd, amount: quote.amount,
      status: 'PAID', idempotencyKey, paymentKey: paid.paymentKey, cardMasked: sub.cardMasked, createdAt: now, settledAt: now,
    });
    const events: MembershipEvent[] = [
      ...ended.events,
      { type: 'membership.started', subscriptionIdx: gold.idx, userIdx, plan: 'GOLD', amount: quote.amount, periodEnd: quote.periodEnd, via: 'UPGRADE' },
    ];
    await sendNotices(tx, transport, events, now);
    return events;
  });
  if (!done) {
    // A twin upgraded first (same idempotency key: the gateway charged once) or the state moved: nothing more to do.
    const after = await liveOf(db, userIdx);
    if (after?.plan === 'GOLD') return { upgraded: true, events: [] };
    await gateway.cancel(paid.paymentKey, quote.amount, { reason: 'Membership upgrade not applied', idempotencyKey: `mbr-giveback-${idempotencyKey}` });
    throw membershipFail('INVALID_STATE', locale);
  }
  return { upgraded: true, events: done };
}
