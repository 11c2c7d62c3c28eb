// The awesome membership's billing rules (SPEC §3 Membership plans, §4 Membership grade, §9
// Membership). Pure: every function takes `now` (the app's injectable clock) and plain rows, so
// the rules are tested without a database and the routes, the renewal job and the grade agree.
import { DateTime } from 'luxon';
import { PLANS, type PlanCode } from '../../../db/schema/memberships/constants';

export { PLANS, type PlanCode };

const ZONE = 'Asia/Seoul';

/** SPEC §9: Gold is refundable within 7 days of enrolment. */
export const GOLD_REFUND_DAYS = 7;
/** A failed renewal keeps the benefits while past due for this long: a card's bad day must not drop a paying member to Bronze. */
export const GRACE_DAYS = 7;
/** Retries after a soft decline, counted from the first failure (hard declines are not retried). */
export const RETRY_AFTER_DAYS = [1, 3, 6] as const;
/** A renewal job that has not run yet must not flip a paying member to Bronze: the grade holds this long past the period end. */
export const RENEWAL_LATENCY_HOURS = 24;

export type State = 'ACTIVE' | 'CANCEL_REQUESTED' | 'PAST_DUE' | 'ENDED';

export interface SubscriptionLike {
  plan: PlanCode;
  status: State;
  /** Anchor of the billing calendar: the enrolment instant. */
  startedAt: Date;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  graceUntil: Date | null;
}

/**
 * End of the n-th period (n = 1 is the first) counted from the anchor, never from the previous
 * end: a member who joined on 31 January renews on 28/29 February, then 31 March (no drift to
 * the 28th). Months are Korean calendar months.
 */
export function periodEndAt(anchor: Date, plan: PlanCode, n: number): Date {
  if (!Number.isInteger(n) || n < 1) throw new RangeError('period number starts at 1');
  return DateTime.fromJSDate(anchor, { zone: ZONE })
    .plus({ months: PLANS[plan].months * n })
    .toJSDate();
}

/** Which period (1-based) of the anchor's calendar ends at `end`; the period after it is n + 1. */
export function periodNumberEndingAt(anchor: Date, plan: PlanCode, end: Date): number {
  let n = 1;
  while (periodEndAt(anchor, plan, n).getTime() < end.getTime() && n < 10_000) n++;
  return n;
}

/** The renewal after the current period: its start, end and price (the plan's current price). */
export function nextPeriod(sub: Pick<SubscriptionLike, 'plan' | 'startedAt' | 'currentPeriodEnd'>) {
  const n = periodNumberEndingAt(sub.startedAt, sub.plan, sub.currentPeriodEnd);
  return { start: sub.currentPeriodEnd, end: periodEndAt(sub.startedAt, sub.plan, n + 1), amount: PLANS[sub.plan].price };
}

/** Does this subscription give its grade (member prices) now? The grade (grade.ts) is built on this one rule. */
export function hasBenefits(sub: Pick<SubscriptionLike, 'status' | 'currentPeriodEnd' | 'graceUntil'>, now: Date): boolean {
  const t = now.getTime();
  switch (sub.status) {
    case 'ACTIVE':
      return sub.currentPeriodEnd.getTime() + RENEWAL_LATENCY_HOURS * 3600_000 > t;
    case 'CANCEL_REQUESTED':
      return sub.currentPeriodEnd.getTime() > t;
    case 'PAST_DUE':
      return (sub.graceUntil?.getTime() ?? 0) > t;
    default:
      return false;
  }
}

/** A stored subscription's fields the rules read (rows from before billing have no period start). */
export interface SubscriptionFields extends Omit<SubscriptionLike, 'currentPeriodStart'> {
  currentPeriodStart: Date | null;
}

/** A stored subscription as the rules see it: a row without a period start runs from its enrolment. */
export const asLike = (row: SubscriptionFields): SubscriptionLike => ({
  plan: row.plan,
  status: row.status,
  startedAt: row.startedAt,
  currentPeriodStart: row.currentPeriodStart ?? row.startedAt,
  currentPeriodEnd: row.currentPeriodEnd,
  graceUntil: row.graceUntil,
});

/**
 * The end of the period after the current one, on the enrolment calendar: the first calendar end
 * later than the current period's end (a card change's retry charges for that period).
 */
export function periodEndAfter(sub: Pick<SubscriptionLike, 'plan' | 'startedAt' | 'currentPeriodEnd'>): Date {
  let n = 1;
  while (periodEndAt(sub.startedAt, sub.plan, n) <= sub.currentPeriodEnd && n < 10_000) n++;
  return periodEndAt(sub.startedAt, sub.plan, n);
}

export interface History {
  /** Every plan the member ever held (any state): Silver is once per person. */
  plansEver: PlanCode[];
  /** The member's live subscription, if any. */
  current: SubscriptionLike | null;
}

export type Ineligible = 'SILVER_ONCE' | 'ALREADY_MEMBER' | 'CORPORATE';

/** SPEC §4: Silver once per person (gone after a cancel or an upgrade); Gold re-joinable; one live membership at a time. */
export function eligibility(plan: PlanCode, history: History, memberType: 'N' | 'C'): { ok: true } | { ok: false; reason: Ineligible } {
  // The awesome flag is never set for corporate members (GET /users isAwesome), so they cannot buy it.
  if (memberType === 'C') return { ok: false, reason: 'CORPORATE' };
  if (history.current && history.current.status !== 'ENDED') return { ok: false, reason: 'ALREADY_MEMBER' };
  if (plan === 'SILVER' && history.plansEver.includes('SILVER')) return { ok: false, reason: 'SILVER_ONCE' };
  return { ok: true };
}

/** What the member is told before paying: the price now, and when and how much the next charge is. */
export function subscribeTerms(plan: PlanCode, now: Date) {
  return {
    plan,
    amount: PLANS[plan].price,
    originalPrice: PLANS[plan].originalPrice,
    periodEnd: periodEndAt(now, plan, 1),
    nextChargeAt: periodEndAt(now, plan, 1),
    nextChargeAmount: PLANS[plan].price,
    refundableUntil: plan === 'GOLD' ? refundDeadline(now) : null,
  };
}

/**
 * SPEC §9 "within 7 days of enrolment". Counted as the Korean civil code counts days: the day of
 * enrolment is not counted, so the window closes at the end of the 7th Korean day after it
 * (the more generous reading of an ambiguous rule).
 */
export function refundDeadline(enrolledAt: Date): Date {
  return DateTime.fromJSDate(enrolledAt, { zone: ZONE })
    .startOf('day')
    .plus({ days: GOLD_REFUND_DAYS + 1 })
    .toJSDate();
}

/** Gold withdrawal (full refund, membership ends at once): only within the window and while no booking used it; Silver never. */
export function refundOffer(
  sub: Pick<SubscriptionLike, 'plan' | 'status' | 'startedAt'>,
  paidAmount: number,
  usedByBooking: boolean,
  now: Date,
): { available: true; amount: number; until: Date } | { available: false; reason: 'SILVER_NO_WITHDRAWAL' | 'WINDOW_OVER' | 'USED' | 'NOT_ACTIVE'; until: Date | null } {
  if (sub.plan !== 'GOLD') return { available: false, reason: 'SILVER_NO_WITHDRAWAL', until: null };
  const until = refundDeadline(sub.startedAt);
  if (sub.status === 'ENDED') return { available: false, reason: 'NOT_ACTIVE', until };
  if (now.getTime() >= until.getTime()) return { available: false, reason: 'WINDOW_OVER', until };
  if (usedByBooking) return { available: false, reason: 'USED', until };
  return { available: true, amount: paidAmount, until };
}

/**
 * SPEC §4: upgrading Silver to Gold takes effect at once and charges Gold in full; the
 * Silver period is not refunded, even in part (no proration). The new Gold calendar starts now.
 */
export function upgradeQuote(sub: Pick<SubscriptionLike, 'plan' | 'status'>, now: Date) {
  if (sub.plan !== 'SILVER' || (sub.status !== 'ACTIVE' && sub.status !== 'CANCEL_REQUESTED')) return null;
  return { amount: PLANS.GOLD.price, silverRefund: 0, startsAt: now, periodEnd: periodEndAt(now, 'GOLD', 1), nextChargeAt: periodEndAt(now, 'GOLD', 1) };
}

// ---- The state machine of one subscription. Every move names its SPEC §4 event. ----

export type Command =
  | { type: 'CANCEL' }
  | { type: 'UNDO_CANCEL' }
  | { type: 'RENEWED' }
  | { type: 'RENEWAL_FAILED'; hard: boolean; attempt: number }
  | { type: 'PERIOD_OVER' }
  | { type: 'WITHDRAW' }
  | { type: 'UPGRADED' }
  /** The renewal's new price was declined or not answered (price-change.ts): ends at the period end, no charge. */
  | { type: 'PRICE_REFUSED' };

export type EventType = 'USE' | 'CANCEL_REQUEST' | 'CANCEL_UPGRADE' | 'CANCEL_PAYMENT' | 'CANCEL' | 'WITHDRAW';

export type Move =
  | { ok: true; to: State; event: EventType | null; graceUntil?: Date | null; retryAt?: Date | null }
  | { ok: false; code: 'INVALID_STATE' };

export function transition(sub: SubscriptionLike, command: Command, now: Date): Move {
  const bad: Move = { ok: false, code: 'INVALID_STATE' };
  const live = sub.status !== 'ENDED';
  switch (command.type) {
    case 'CANCEL':
      // Kept until the period ends (SPEC §4). A past-due member who cancels stops now: nothing was paid for this period.
      if (sub.status === 'ACTIVE') return { ok: true, to: 'CANCEL_REQUESTED', event: 'CANCEL_REQUEST' };
      if (sub.status === 'PAST_DUE') return { ok: true, to: 'ENDED', event: 'CANCEL', graceUntil: null, retryAt: null };
      return bad;
    case 'UNDO_CANCEL':
      if (sub.status === 'CANCEL_REQUESTED' && now.getTime() < sub.currentPeriodEnd.getTime()) return { ok: true, to: 'ACTIVE', event: 'USE' };
      return bad;
    case 'RENEWED':
      if (sub.status === 'ACTIVE' || sub.status === 'PAST_DUE') return { ok: true, to: 'ACTIVE', event: 'USE', graceUntil: null, retryAt: null };
      return bad;
    case 'RENEWAL_FAILED': {
      if (sub.status !== 'ACTIVE' && sub.status !== 'PAST_DUE') return bad;
      // Grace and retries count from the first failure, not the due date: a scheduler that ran
      // late never takes the grace period away from the member.
      const graceUntil = sub.graceUntil ?? DateTime.fromJSDate(now).plus({ days: GRACE_DAYS }).toJSDate();
      const firstFailure = DateTime.fromJSDate(graceUntil).minus({ days: GRACE_DAYS });
      const nextRetry = command.hard ? undefined : RETRY_AFTER_DAYS[command.attempt - 1];
      const retryAt = nextRetry === undefined ? null : firstFailure.plus({ days: nextRetry }).toJSDate();
      // The last retry failed (or nothing is left to try) once grace is over: it ends unpaid.
      if (now.getTime() >= graceUntil.getTime()) return { ok: true, to: 'ENDED', event: 'CANCEL_PAYMENT', graceUntil: null, retryAt: null };
      // No retry left: the grace end itself is the last check (a card change retries sooner).
      return { ok: true, to: 'PAST_DUE', event: null, graceUntil, retryAt: retryAt && retryAt < graceUntil ? retryAt : graceUntil };
    }
    case 'PERIOD_OVER':
      if (sub.status === 'CANCEL_REQUESTED' && now.getTime() >= sub.currentPeriodEnd.getTime()) return { ok: true, to: 'ENDED', event: 'CANCEL' };
      if (sub.status === 'PAST_DUE' && sub.graceUntil && now.getTime() >= sub.graceUntil.getTime()) return { ok: true, to: 'ENDED', event: 'CANCEL_PAYMENT', graceUntil: null, retryAt: null };
      return bad;
    case 'WITHDRAW':
      if (live && sub.plan === 'GOLD') return { ok: true, to: 'ENDED', event: 'WITHDRAW', retryAt: null };
      return bad;
    case 'PRICE_REFUSED':
      if (sub.status === 'ACTIVE' && now.getTime() >= sub.currentPeriodEnd.getTime()) return { ok: true, to: 'ENDED', event: 'CANCEL', graceUntil: null, retryAt: null };
      return bad;
    case 'UPGRADED':
      if (sub.plan === 'SILVER' && (sub.status === 'ACTIVE' || sub.status === 'CANCEL_REQUESTED')) return { ok: true, to: 'ENDED', event: 'CANCEL_UPGRADE', retryAt: null };
      return bad;
  }
}

/** The gateway's idempotency key of one charge: one subscription, one period, one attempt. */
export const chargeKey = (subscriptionIdx: number, periodStart: Date, attempt: number): string =>
  `mbr-${subscriptionIdx}-${periodStart.getTime()}-${attempt}`;

/** What the gateway shows the member as the order's name (card page, receipt). */
export const PLAN_NAME: Record<PlanCode, string> = { SILVER: 'Awesome Silver (monthly)', GOLD: 'Awesome Gold (yearly)' };
