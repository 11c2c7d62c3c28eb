// The gateway's card page came back: issue the billing key, charge the first period, start the
// membership (or, for a card change, hand over to change-card.ts). Idempotent per checkout: the
// gateway call happens outside any transaction under a key built from the checkout, and the
// checkout's PENDING -> DONE is the once, so a double click or a replayed return never charges twice.
import { PLANS } from '../../../db/schema/memberships';
import { GatewayUnavailableError } from '../../payment';
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { PLAN_NAME, periodEndAt } from '../rules/billing';
import type { MembershipEvent } from '../rules/events';
import { addCharge } from '../store/charges';
import { checkoutOf, claimCheckout, failCheckout, linkCheckout } from '../store/checkouts';
import { lockMember } from '../store/members';
import { insertSubscription } from '../store/subscriptions';
import { changeCard } from './change-card';
import type { MembershipDeps } from './shared/deps';
import { eligibilityOf } from './shared/eligibility';

export async function completeCheckout(deps: MembershipDeps, userIdx: number, body: { checkoutId: string; authKey: string; customerKey: string }, locale: Locale) {
  const { db, gateway, clock } = deps;
  const checkout = await checkoutOf(db, body.checkoutId, userIdx);
  if (!checkout) throw membershipFail('CHECKOUT_NOT_FOUND', locale);
  if (checkout.status === 'DONE') return { done: true as const, events: [] };
  if (checkout.status === 'FAILED' || body.customerKey !== deps.customerKeyOf(userIdx)) throw membershipFail('CARD_NOT_REGISTERED', locale);
  // The gateway did not answer (Toss: timeout, 5xx): the checkout stays open and a retry charges
  // under the same idempotency key, so never twice.
  const busy = (error: unknown): never => {
    if (error instanceof GatewayUnavailableError) throw membershipFail('GATEWAY_BUSY', locale);
    throw error;
  };
  const issued = await gateway.issueBillingKey(body.authKey, body.customerKey).catch(busy);
  if (!issued) throw membershipFail('CARD_NOT_REGISTERED', locale);
  const card = { ...issued, customerKey: body.customerKey };

  if (checkout.kind === 'CARD_CHANGE') return changeCard(deps, userIdx, checkout.checkoutId, card, locale);

  const now = clock();
  const idempotencyKey = `mbr-first-${checkout.checkoutId}`;
  const paid = await gateway.chargeBillingKey({ billingKey: card.billingKey, customerKey: body.customerKey, orderId: checkout.checkoutId, orderName: PLAN_NAME[checkout.plan], amount: checkout.amount, idempotencyKey }).catch(busy);
  if (paid.status !== 'approved') {
    await failCheckout(db, checkout.idx);
    throw membershipFail('PAYMENT_DECLINED', locale);
  }
  const started = await db.transaction(async (tx) => {
    // Under the member's lock: two checkouts of one member are decided one after the other.
    const member = await lockMember(tx, userIdx);
    if (!(await claimCheckout(tx, checkout.idx))) return { outcome: 'TWIN' as const }; // a twin request finished it
    const ok = await eligibilityOf(tx, userIdx, checkout.plan, member?.type);
    if (!ok.ok) return { outcome: ok.reason }; // another checkout won in the meantime: this payment goes back
    const end = periodEndAt(now, checkout.plan, 1);
    const sub = await insertSubscription(
      tx,
      {
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
        customerKey: card.customerKey,
        cardMasked: card.cardMasked,
        cardExpiresAt: card.cardExpiresAt,
        createdAt: now,
        updatedAt: now,
      },
      { type: 'USE', amount: checkout.amount, at: now },
    );
    await linkCheckout(tx, checkout.idx, sub.idx);
    await addCharge(tx, {
      subscriptionIdx: sub.idx, userIdx, kind: 'FIRST', plan: checkout.plan, periodStart: now, periodEnd: end, amount: checkout.amount,
      status: 'PAID', idempotencyKey, paymentKey: paid.paymentKey, cardMasked: card.cardMasked, createdAt: now, settledAt: now,
    });
    const event: MembershipEvent = { type: 'membership.started', subscriptionIdx: sub.idx, userIdx, plan: sub.plan, amount: checkout.amount, periodEnd: end, via: 'CHECKOUT' };
    return { outcome: 'STARTED' as const, events: [event] };
  });
  if (started.outcome === 'STARTED') return { done: true as const, events: started.events };
  if (started.outcome === 'TWIN') return { done: true as const, events: [] };
  await gateway.cancel(paid.paymentKey, checkout.amount, { reason: 'Membership could not start', idempotencyKey: `mbr-giveback-${idempotencyKey}` });
  throw membershipFail(started.outcome, locale);
}
