// Starts a subscribe (or a card change): the amount is fixed here, then the member goes to the
// gateway's card page and comes back to complete-checkout.ts with the checkout's id.
import crypto from 'node:crypto';
import type { PlanCode } from '../../../db/schema/memberships';
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { PLAN_NAME } from '../rules/billing';
import { priceAt } from '../rules/price-change';
import { addCheckout } from '../store/checkouts';
import { memberTypeOf } from '../store/members';
import { priceChangesOf } from '../store/price-changes';
import { liveOf } from '../store/subscriptions';
import type { MembershipDeps } from './shared/deps';
import { eligibilityOf } from './shared/eligibility';

export interface CheckoutRequest {
  kind: 'SUBSCRIBE' | 'CARD_CHANGE';
  /** The plan to subscribe to (a subscribe names one). */
  plan?: PlanCode;
  /** The site language to come back to (Korean without a prefix). */
  site?: 'ko' | 'en' | 'ja';
}

/**
 * The gateway the card is registered at: the sandbox's page, or Toss's window (the browser calls
 * the SDK's requestBillingAuth with what the answer carries; absolute return URLs on `origin`).
 * Null: no gateway takes cards (DEMO_ONLY).
 */
export type CheckoutGateway = { kind: 'sandbox' } | { kind: 'toss'; clientKey: string; sdkUrl: string; origin: string } | null;

export async function startCheckout(deps: MembershipDeps, userIdx: number, input: CheckoutRequest, locale: Locale, via: CheckoutGateway) {
  if (input.kind === 'SUBSCRIBE' && !input.plan) throw membershipFail('INVALID_STATE', locale);
  if (!via) throw membershipFail('DEMO_ONLY', locale);
  const sitePrefix = input.site === 'en' || input.site === 'ja' ? `/${input.site}` : '';
  const { db, gateway, clock } = deps;
  const now = clock();
  let plan: PlanCode;
  let amount: number;
  if (input.kind === 'SUBSCRIBE') {
    plan = input.plan!;
    const ok = await eligibilityOf(db, userIdx, plan, await memberTypeOf(db, userIdx));
    if (!ok.ok) throw membershipFail(ok.reason, locale);
    amount = priceAt(plan, await priceChangesOf(db, plan), now);
  } else {
    const current = await liveOf(db, userIdx);
    if (!current) throw membershipFail('NO_MEMBERSHIP', locale);
    plan = current.plan;
    amount = 0;
  }
  const checkoutId = `MC${crypto.randomBytes(9).toString('hex').toUpperCase()}`;
  await addCheckout(db, { checkoutId, userIdx, kind: input.kind, plan, amount, createdAt: now });
  const back = `${sitePrefix}/membership/awesome/${input.kind === 'SUBSCRIBE' ? 'subscribe' : 'management'}`;
  if (via.kind === 'toss') {
    const at = (path: string) => new URL(path, `${via.origin}/`).toString();
    return {
      checkoutId,
      customerKey: deps.customerKeyOf(userIdx),
      clientKey: via.clientKey,
      sdkUrl: via.sdkUrl,
      amount,
      plan,
      successUrl: at(`${back}?checkout=${checkoutId}`),
      failUrl: at(`${back}?checkout=${checkoutId}&failed=1`),
    };
  }
  const url = gateway.cardRegistrationUrl({
    customerKey: deps.customerKeyOf(userIdx),
    orderName: PLAN_NAME[plan],
    amountNow: amount,
    successUrl: `${back}?checkout=${checkoutId}`,
    failUrl: `${back}?checkout=${checkoutId}&failed=1`,
  });
  return { checkoutId, registrationUrl: url, amount, plan };
}
