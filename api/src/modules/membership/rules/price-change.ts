// Operator price changes with each member's consent. Pure: plain rows and `now` (the app's
// injectable clock) in, decisions out; the store reads and writes, and the renewal job, the
// reminders and the member's screen all ask these functions, so they never disagree.
//
// Rules:
// - An operator schedules a plan's new price from a Korean day on. It must be at least
//   NOTICE_DAYS away, so that every member it touches gets the whole consent window.
// - It applies to renewals due at or after that instant (a renewal is due at the period end) and
//   to members who join from then on.
// - A rise needs the member's consent: they are asked within CONSENT_WINDOW_DAYS before their next
//   renewal, on a screen of its own. Accepting renews at the new price; declining, or not answering
//   by the renewal, ends the membership at the period end (no charge). The member may change their
//   answer until the renewal; every answer is kept (the receipt) and the latest counts.
// - A cut needs no consent: the renewal simply charges less (the member is shown it).
import { DateTime } from 'luxon';
import { PLANS, type PlanCode } from '../../../db/schema/memberships/constants';

const ZONE = 'Asia/Seoul';

/** Members are asked within this many days before the renewal the new price applies to. */
export const CONSENT_WINDOW_DAYS = 30;
/** A change may not start sooner than this after it is scheduled (everyone gets the whole window). */
export const NOTICE_DAYS = CONSENT_WINDOW_DAYS;
/** Sane bounds for a plan price in won. */
export const MIN_PRICE = 100;
export const MAX_PRICE = 1_000_000;
/**
 * The lowest price an operator may schedule per plan: half of the SPEC price (Silver 950 won,
 * Gold 9,500 won). A fixed floor, not half of the price in force, so that a run of cuts cannot
 * walk a plan down to nothing; going lower is a decision for the SPEC, not for one staff account.
 */
export const PRICE_FLOOR: Record<PlanCode, number> = { SILVER: Math.ceil(PLANS.SILVER.price / 2), GOLD: Math.ceil(PLANS.GOLD.price / 2) };

export type Answer = 'ACCEPTED' | 'DECLINED' | 'NO_ANSWER';

export interface PriceChange {
  idx: number;
  plan: PlanCode;
  newPrice: number;
  effectiveAt: Date;
}

export interface PriceAnswerRow {
  idx: number;
  priceChangeIdx: number;
  answer: Answer;
}

/** The plan's price in force at `at`: the latest change effective by then, else the SPEC price. */
export function priceAt(plan: PlanCode, changes: readonly PriceChange[], at: Date): number {
  return changeInForce(plan, changes, at)?.newPrice ?? PLANS[plan].price;
}

export function changeInForce(plan: PlanCode, changes: readonly PriceChange[], at: Date): PriceChange | null {
  let best: PriceChange | null = null;
  for (const c of changes) {
    if (c.plan !== plan || c.effectiveAt.getTime() > at.getTime()) continue;
    if (!best || c.effectiveAt.getTime() > best.effectiveAt.getTime()) best = c;
  }
  return best;
}

/** The start of a Korean day (YYYY-MM-DD), or null when it is not a real date. */
export function koreanDayStart(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = DateTime.fromISO(day, { zone: ZONE });
  return d.isValid ? d.startOf('day').toJSDate() : null;
}

export type ScheduleError = 'PRICE_INVALID' | 'PRICE_BELOW_FLOOR' | 'PRICE_SAME' | 'PRICE_TOO_SOON' | 'PRICE_DATE_INVALID';

/** Checks an operator's new price before it is stored. */
export function checkSchedule(
  input: { plan: PlanCode; newPrice: number; effectiveDay: string },
  changes: readonly PriceChange[],
  now: Date,
  /**
   * Demo mode (never production): the operator may start a price today, from the moment it is
   * scheduled, so that a tester meets the consent screen without waiting a month.
   */
  demo = false,
): { ok: true; effectiveAt: Date } | { ok: false; code: ScheduleError } {
  if (!Number.isInteger(input.newPrice) || input.newPrice < MIN_PRICE || input.newPrice > MAX_PRICE) return { ok: false, code: 'PRICE_INVALID' };
  if (input.newPrice < PRICE_FLOOR[input.plan]) return { ok: false, code: 'PRICE_BELOW_FLOOR' };
  const dayStart = koreanDayStart(input.effectiveDay);
  if (!dayStart) return { ok: false, code: 'PRICE_DATE_INVALID' };
  const earliest = demo ? DateTime.fromJSDate(now, { zone: ZONE }).startOf('day').toJSDate() : new Date(now.getTime() + NOTICE_DAYS * 86_400_000);
  if (dayStart.getTime() < earliest.getTime()) return { ok: false, code: 'PRICE_TOO_SOON' };
  const effectiveAt = demo && dayStart.getTime() < now.getTime() ? now : dayStart;
  // The same instant again, or no change against what is in force just before it.
  if (changes.some((c) => c.plan === input.plan && c.effectiveAt.getTime() === effectiveAt.getTime())) return { ok: false, code: 'PRICE_SAME' };
  if (priceAt(input.plan, changes, new Date(effectiveAt.getTime() - 1)) === input.newPrice) return { ok: false, code: 'PRICE_SAME' };
  return { ok: true, effectiveAt };
}

/** The latest answer to one change (answers of one subscription). */
export function latestAnswer(answers: readonly PriceAnswerRow[], priceChangeIdx: number): Answer | null {
  let best: PriceAnswerRow | null = null;
  for (const a of answers) if (a.priceChangeIdx === priceChangeIdx && (!best || a.idx > best.idx)) best = a;
  return best?.answer ?? null;
}

export interface RenewalSub {
  plan: PlanCode;
  /** What the member pays now (subscriptions.price). */
  price: number;
  /** The renewal date: the current period's end. */
  renewalAt: Date;
}

export type RenewalTerms =
  | { kind: 'SAME'; amount: number }
  | { kind: 'CUT'; amount: number; oldPrice: number; change: PriceChange }
  | {
      kind: 'RISE';
      change: PriceChange;
      oldPrice: number;
      newPrice: number;
      renewalAt: Date;
      /** The consent window: from here until the renewal. */
      asksFrom: Date;
      answer: Answer | null;
    };

/** What the next renewal costs and whether the member has to agree to it. */
export function renewalTerms(sub: RenewalSub, changes: readonly PriceChange[], answers: readonly PriceAnswerRow[]): RenewalTerms {
  const change = changeInForce(sub.plan, changes, sub.renewalAt);
  if (!change || change.newPrice === sub.price) return { kind: 'SAME', amount: sub.price };
  if (change.newPrice < sub.price) return { kind: 'CUT', amount: change.newPrice, oldPrice: sub.price, change };
  return {
    kind: 'RISE',
    change,
    oldPrice: sub.price,
    newPrice: change.newPrice,
    renewalAt: sub.renewalAt,
    asksFrom: new Date(sub.renewalAt.getTime() - CONSENT_WINDOW_DAYS * 86_400_000),
    answer: latestAnswer(answers, change.idx),
  };
}

/** Is the member being asked now (the window is open and the renewal has not happened)? */
export function askingNow(terms: RenewalTerms, now: Date): boolean {
  return terms.kind === 'RISE' && now.getTime() >= terms.asksFrom.getTime() && now.getTime() < terms.renewalAt.getTime();
}

/** The renewal job's decision: charge this amount, or end at the period end (no consent). */
export function renewalDecision(terms: RenewalTerms): { charge: number } | { end: 'DECLINED' | 'NO_ANSWER' } {
  if (terms.kind !== 'RISE') return { charge: terms.amount };
  if (terms.answer === 'ACCEPTED') return { charge: terms.newPrice };
  return { end: terms.answer === 'DECLINED' ? 'DECLINED' : 'NO_ANSWER' };
}

export type AnswerRefusal = 'PRICE_NOT_ASKED' | 'PRICE_WINDOW_CLOSED';

/** May the member answer this change now? Only inside the window, and only for their next renewal's change. */
export function checkAnswer(terms: RenewalTerms, priceChangeIdx: number, now: Date): { ok: true } | { ok: false; code: AnswerRefusal } {
  if (terms.kind !== 'RISE' || terms.change.idx !== priceChangeIdx) return { ok: false, code: 'PRICE_NOT_ASKED' };
  if (!askingNow(terms, now)) return { ok: false, code: now.getTime() < terms.asksFrom.getTime() ? 'PRICE_NOT_ASKED' : 'PRICE_WINDOW_CLOSED' };
  return { ok: true };
}

/**
 * What the management page and the consent screen show about the next renewal's price change:
 * nothing when the price stays or the membership will not renew as it is (only an ACTIVE one asks).
 */
export function priceChangeView(sub: { plan: PlanCode; status: string; currentPeriodEnd: Date; cardMasked: string | null }, terms: RenewalTerms, now: Date) {
  if (terms.kind === 'SAME' || sub.status !== 'ACTIVE') return null;
  if (terms.kind === 'CUT') {
    return { priceChangeIdx: terms.change.idx, kind: 'CUT' as const, plan: sub.plan, renewalAt: sub.currentPeriodEnd.toISOString(), oldPrice: terms.oldPrice, newPrice: terms.amount, asksFrom: null, asking: false, answer: null, cardMasked: sub.cardMasked };
  }
  return {
    priceChangeIdx: terms.change.idx,
    kind: 'RISE' as const,
    plan: sub.plan,
    renewalAt: terms.renewalAt.toISOString(),
    oldPrice: terms.oldPrice,
    newPrice: terms.newPrice,
    asksFrom: terms.asksFrom.toISOString(),
    asking: askingNow(terms, now),
    answer: terms.answer,
    cardMasked: sub.cardMasked,
  };
}
