// The notices that come before a renewal, each once, claimed like the renewals themselves (SKIP
// LOCKED, so several workers never double them) and marked in the same transaction as the
// notice: a reminder 7 days before a yearly renewal (once per period), a warning about a card that
// runs out before the next charge (once per charge date, within 30 days of it), and the request
// to answer a price rise when its consent window opens (once per change and subscription).
import type { Tx } from '../../../db/database';
import type { MembershipEvent } from '../rules/events';
import { CONSENT_WINDOW_DAYS, askingNow, renewalDecision } from '../rules/price-change';
import { consentCandidates, markPriceAsked } from '../store/price-changes';
import { claimExpiryWarnings, claimRenewalReminders } from '../store/subscriptions';
import { termsOf } from './shared/terms';

/** The events of every notice due now, in this order: renewal reminders, card warnings, consent requests. */
export async function dueNoticeEvents(tx: Tx, now: Date, limit: number): Promise<MembershipEvent[]> {
  return [...(await renewalReminders(tx, now, limit)), ...(await expiryWarnings(tx, now, limit)), ...(await priceConsentRequests(tx, now, limit))];
}

const DAY_MS = 86_400_000;
/** A yearly renewal is announced this long before it (a monthly one is not: it would be every month). */
export const REMINDER_DAYS = 7;
/** A card that runs out before the next charge is announced within this long of the charge. */
export const EXPIRY_WARNING_DAYS = 30;

async function renewalReminders(tx: Tx, now: Date, limit: number): Promise<MembershipEvent[]> {
  const due = await claimRenewalReminders(tx, now, new Date(now.getTime() + REMINDER_DAYS * DAY_MS), limit);
  const events: MembershipEvent[] = [];
  for (const sub of due) {
    // The amount the renewal will charge (a new price only with consent); none when it will end
    // instead (a price not agreed): the consent request already says so.
    const decision = renewalDecision(await termsOf(tx, sub));
    if (!('charge' in decision)) continue;
    events.push({ type: 'membership.reminder_due', subscriptionIdx: sub.idx, userIdx: sub.userIdx, plan: sub.plan, renewalAt: sub.currentPeriodEnd, amount: decision.charge });
  }
  return events;
}

async function expiryWarnings(tx: Tx, now: Date, limit: number): Promise<MembershipEvent[]> {
  const due = await claimExpiryWarnings(tx, new Date(now.getTime() + EXPIRY_WARNING_DAYS * DAY_MS), limit);
  return due.map((sub) => ({ type: 'membership.card_expiring', subscriptionIdx: sub.idx, userIdx: sub.userIdx, plan: sub.plan, cardExpiresAt: sub.cardExpiresAt, chargeAt: sub.nextBillingAt }));
}

async function priceConsentRequests(tx: Tx, now: Date, limit: number): Promise<MembershipEvent[]> {
  const subs = await consentCandidates(tx, now, new Date(now.getTime() + CONSENT_WINDOW_DAYS * DAY_MS), limit);
  const events: MembershipEvent[] = [];
  for (const sub of subs) {
    const terms = await termsOf(tx, sub);
    if (terms.kind !== 'RISE' || !askingNow(terms, now) || sub.priceAskedFor === terms.change.idx) continue;
    const marked = await markPriceAsked(tx, sub.idx, terms.change.idx);
    // Already answered on the screen: marked as asked, no notice needed.
    if (!marked || terms.answer !== null) continue;
    events.push({ type: 'membership.price_consent_requested', subscriptionIdx: sub.idx, userIdx: sub.userIdx, plan: sub.plan, priceChangeIdx: terms.change.idx, renewalAt: terms.renewalAt, newPrice: terms.newPrice });
  }
  return events;
}
