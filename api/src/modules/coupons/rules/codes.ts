// Registering a coupon code on /mypage/coupon (SPEC §7 POST /v1/coupons/pack, /corporation, /live):
// pure rules, no I/O. The route (routes/codes.ts) loads the code, the
// member and the counters, asks here, and only then writes. README.md beside this file.
import type { CouponCodeKind } from '../../../db/schema/coupons/constants';

/** Why a code gives nothing. Every refusal changes nothing. */
export type CodeRefusal =
  /** Unknown, switched off, of another kind, or not started yet: one answer, so guessing learns nothing. */
  | 'CODE_INVALID'
  | 'CODE_EXPIRED'
  /** This member registered it before (a code registers once per member). */
  | 'CODE_USED'
  /** A company's code typed by a member of no or another company. */
  | 'CODE_NOT_ELIGIBLE'
  /** Every allowed registration is taken. */
  | 'CODE_EXHAUSTED'
  /** Too many wrong codes lately (CODE_MISS_LIMIT in CODE_MISS_WINDOW_MS). */
  | 'CODE_TOO_MANY_TRIES';

/** Wrong codes a member may type per window before registering is refused for the rest of it. */
export const CODE_MISS_LIMIT = 10;
export const CODE_MISS_WINDOW_MS = 60 * 60 * 1000;

/** SPEC §5 CORPORATION_CODE: 4-20 upper-case letters and digits. */
export const CORPORATION_CODE = /^[A-Z0-9]{4,20}$/;
/** A pack code: 4-32 letters, digits and hyphens. */
export const PACK_CODE = /^[A-Z0-9-]{4,32}$/;
/** A live broadcast's number (gripIdx). */
export const LIVE_CODE = /^[1-9][0-9]{0,9}$/;

/** 'spring-2026 ' -> 'SPRING-2026'; spaces inside are dropped (codes are often copied with them). */
export function normaliseCode(raw: string | number): string {
  return String(raw).replace(/\s+/g, '').toUpperCase();
}

/** Whether a normalised code has the shape of its kind (a misshapen code is a wrong code). */
export function wellFormed(kind: CouponCodeKind, code: string): boolean {
  const pattern = kind === 'PACK' ? PACK_CODE : kind === 'CORPORATION' ? CORPORATION_CODE : LIVE_CODE;
  return pattern.test(code);
}

export interface CodeFacts {
  kind: CouponCodeKind;
  active: boolean;
  startsAt: Date;
  endsAt: Date;
  companyIdx: number | null;
  maxRedemptions: number | null;
  redeemedCount: number;
}

export interface MemberFacts {
  /** The member's company (corporate members), else null. */
  companyIdx: number | null;
  /** Did this member register this code before? */
  registered: boolean;
  /** Wrong codes this member typed in the current window, before this one. */
  recentMisses: number;
}

/**
 * May this member register this code now? `code` is undefined when no code of `kind` has that text.
 * The miss limit comes first, so a guesser past it learns nothing about the next code.
 */
export function checkCode(kind: CouponCodeKind, code: CodeFacts | undefined, member: MemberFacts, now: Date): CodeRefusal | null {
  if (member.recentMisses >= CODE_MISS_LIMIT) return 'CODE_TOO_MANY_TRIES';
  if (!code || code.kind !== kind || !code.active || now < code.startsAt) return 'CODE_INVALID';
  if (now >= code.endsAt) return 'CODE_EXPIRED';
  if (member.registered) return 'CODE_USED';
  if (code.companyIdx !== null && code.companyIdx !== member.companyIdx) return 'CODE_NOT_ELIGIBLE';
  if (code.maxRedemptions !== null && code.redeemedCount >= code.maxRedemptions) return 'CODE_EXHAUSTED';
  return null;
}

/** A refusal that counts as a guess: the code does not exist for this kind. */
export const countsAsMiss = (refusal: CodeRefusal | null): boolean => refusal === 'CODE_INVALID';

/**
 * Last day (Korean date) of a coupon given by a code: the kind's validDays from today (today
 * counts), never past the kind's own last day.
 */
export function couponLastDay(today: string, kindLastDay: string, validDays: number | null): string {
  if (validDays === null) return kindLastDay;
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + validDays - 1);
  const byDays = d.toISOString().slice(0, 10);
  return byDays < kindLastDay ? byDays : kindLastDay;
}
