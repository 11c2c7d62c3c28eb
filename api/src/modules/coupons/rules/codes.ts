// Registering a coupon code on /mypage/coupon (SPEC §7 POST /v1/coupons/pack, /corporation, /live,
// and the one box POST /v1/coupons/code that recognises the kind): pure rules, no I/O. The use case
// loads the codes, the member and the counters, asks here, and only then writes. CODES.md beside
// the module.
import { COUPON_CODE_KINDS, type CouponCodeKind } from '../../../db/schema/coupons/constants';

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

/** Dashes other than '-' that phones and IMEs put in a copied code (Japanese IMEs give 'ー'). */
const DASHES = /[\u2010-\u2015\u2212\u30FC\uFE58\uFE63\uFF0D]/g;
/** Spaces, including the invisible ones a copy from a web page or chat carries. */
const SPACES = /[\s\u200B-\u200D\u2060\uFEFF]/g;

/**
 * ' spring pack-26 ' -> 'SPRINGPACK-26': the code as stored. Full-width letters and digits become
 * plain ones (NFKC), every dash becomes '-', spaces inside are dropped (codes are often copied with
 * them), and every kind is upper-case letters, digits and hyphens, so case never matters.
 */
export function normaliseCode(raw: string | number): string {
  return String(raw).normalize('NFKC').replace(SPACES, '').replace(DASHES, '-').toUpperCase();
}

/** The code as looked up: normalised and without hyphens, so 'WELCOMEPACK' and 'welcome-pack' are one code. */
export const compactCode = (raw: string | number): string => normaliseCode(raw).replace(/-/g, '');

/** Whether a normalised code has the shape of its kind (a misshapen code is a wrong code). */
export function wellFormed(kind: CouponCodeKind, code: string): boolean {
  const pattern = kind === 'PACK' ? PACK_CODE : kind === 'CORPORATION' ? CORPORATION_CODE : LIVE_CODE;
  return pattern.test(code);
}

/**
 * The kinds a typed code could be, by shape alone, written as typed or without its hyphens
 * ('70-01' may be the live number 7001). None: a wrong code, looked up nowhere.
 */
export function possibleKinds(typed: string, among: readonly CouponCodeKind[] = COUPON_CODE_KINDS): CouponCodeKind[] {
  const text = normaliseCode(typed);
  const compact = compactCode(typed);
  return among.filter((kind) => wellFormed(kind, text) || wellFormed(kind, compact));
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

/** A stored code whose text matches what the member typed (hyphens aside), with this member's history of it. */
export interface CodeCandidate extends CodeFacts {
  /** The stored (normalised) text. */
  code: string;
  /** Did this member register this code before? */
  registered: boolean;
}

/**
 * Which answer wins when one typed text matches codes of several kinds: the one that registers,
 * then a refusal about this member (registered before, not their company), then one about the code
 * (used up, ended), and "unknown" last since it says nothing.
 */
const ANSWER_ORDER: readonly (CodeRefusal | null)[] = [null, 'CODE_USED', 'CODE_NOT_ELIGIBLE', 'CODE_EXHAUSTED', 'CODE_EXPIRED', 'CODE_INVALID'];
/** Between equal answers, the narrowest audience: a company's code, a broadcast's number, then a pack anyone may type. */
const KIND_ORDER: readonly CouponCodeKind[] = ['CORPORATION', 'LIVE', 'PACK'];

export type Recognised<C> = { code: C; refusal: null } | { code: C | undefined; refusal: CodeRefusal };

/**
 * The one box on /mypage/coupon: which of the codes matching the typed text this member gets, or
 * why none. `candidates` are the stored codes whose text equals the typed one without hyphens
 * (`compactCode`), of any kind the text could be (`possibleKinds`). The rule, in order:
 *  1. past the miss limit, nothing is looked at (CODE_TOO_MANY_TRIES);
 *  2. no candidate: CODE_INVALID;
 *  3. each candidate gets its own answer (`checkCode`), and the best answer wins (ANSWER_ORDER), so
 *     a member who registered the live number 7001 can still register a pack also written 7001;
 *  4. between equal answers, a code stored exactly as typed (hyphens included) beats one matched
 *     without hyphens;
 *  5. then the kind (KIND_ORDER).
 */
export function recogniseCode<C extends CodeCandidate>(
  typed: string,
  candidates: readonly C[],
  member: Omit<MemberFacts, 'registered'>,
  now: Date,
): Recognised<C> {
  if (member.recentMisses >= CODE_MISS_LIMIT) return { code: undefined, refusal: 'CODE_TOO_MANY_TRIES' };
  const text = normaliseCode(typed);
  const ranked = candidates
    .map((code) => ({ code, refusal: checkCode(code.kind, code, { ...member, registered: code.registered }, now) }))
    .sort(
      (a, b) =>
        ANSWER_ORDER.indexOf(a.refusal) - ANSWER_ORDER.indexOf(b.refusal) ||
        Number(b.code.code === text) - Number(a.code.code === text) ||
        KIND_ORDER.indexOf(a.code.kind) - KIND_ORDER.indexOf(b.code.kind),
    );
  const best = ranked[0];
  if (!best) return { code: undefined, refusal: 'CODE_INVALID' };
  return best.refusal === null ? { code: best.code, refusal: null } : { code: best.code, refusal: best.refusal };
}

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
