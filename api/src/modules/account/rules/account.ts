// The member's own data (my page): withdrawal, the download of everything we hold, and the
// marketing consent. Pure rules, no I/O; the routes are routes/withdraw.ts and
// routes/account-data.ts. More in the module's README.md.
import type { UserMeta } from '../../../db/schema/users';

/** A booking as withdrawal looks at it. */
export interface BookingFacts {
  /** 'pending' = upcoming (voucher/rules/status.ts tabOf), 'complete' = past, 'cancel' = cancelled. */
  tab: 'pending' | 'complete' | 'cancel';
  /** Only a sold (paid) booking is a stay the member has; an unpaid hold is simply released. */
  holdState: 'HELD' | 'PAYING' | 'SOLD' | 'RELEASED';
}

export type WithdrawalRefusal = 'BOOKINGS_UPCOMING' | 'PAYMENT_RUNNING';

/**
 * Withdrawal is refused while the member has an upcoming paid stay (the property still needs the
 * guest's name and number: cancel it or stay first) or a payment in flight. Unpaid holds are
 * released by the withdrawal itself.
 */
export function withdrawalRefusal(bookings: readonly BookingFacts[]): WithdrawalRefusal | null {
  if (bookings.some((b) => b.holdState === 'PAYING')) return 'PAYMENT_RUNNING';
  if (bookings.some((b) => b.holdState === 'SOLD' && b.tab === 'pending')) return 'BOOKINGS_UPCOMING';
  return null;
}

/**
 * What a kept booking says about its guest after withdrawal: no name, number or address, only a
 * token that cannot be traced back to the person (the booking and payment records stay for the law
 * on e-commerce records; the member row keeps no personal data to join them to).
 */
export const PSEUDONYMOUS_GUEST = { guestName: 'WITHDRAWN', guestTel: '', guestEmail: '', guestCountryCode: null } as const;

/**
 * The marketing consent: `marketingAgreedAt` is when the member said yes, `marketingWithdrawnAt`
 * when they took a yes back. Saying no without ever having said yes records no date: there is
 * nothing to withdraw. The dates move only when the answer changes.
 */
export function consentMeta(meta: UserMeta, agree: boolean, now: Date): UserMeta {
  if (agree) {
    if (meta.marketingAgree === true && meta.marketingAgreedAt) return meta;
    const { marketingWithdrawnAt: _withdrawn, ...rest } = meta;
    return { ...rest, marketingAgree: true, marketingAgreedAt: now.toISOString() };
  }
  if (meta.marketingAgree === true) return { ...meta, marketingAgree: false, marketingWithdrawnAt: now.toISOString() };
  return meta.marketingAgree === false ? meta : { ...meta, marketingAgree: false };
}

/** What the member's page says of the consent: never given, given on a date, or withdrawn on a date. */
export type MarketingConsent = { state: 'NEVER'; at: null } | { state: 'AGREED' | 'WITHDRAWN'; at: string | null };

export function marketingConsentOf(meta: UserMeta): MarketingConsent {
  if (meta.marketingAgree === true) return { state: 'AGREED', at: meta.marketingAgreedAt ?? null };
  // Only a recorded withdrawal says a yes was taken back. (Before withdrawals were recorded, a
  // "no" at sign-up and a withdrawal both left a bare date, which proves no earlier yes.)
  if (meta.marketingWithdrawnAt) return { state: 'WITHDRAWN', at: meta.marketingWithdrawnAt };
  return { state: 'NEVER', at: null };
}

/** Keys that never leave the server, even in the member's own download (secrets, not data about them). */
const SECRET_KEYS = new Set(['pwdHash', 'tokenHash', 'failedLoginCount', 'lockedUntil', 'codeHash', 'paymentKey', 'idempotencyKey', 'billingKey']);

/** Drops secrets from a row of the download, at any depth. */
export function withoutSecrets<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => withoutSecrets(v)) as T;
  if (value instanceof Date) return value;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_KEYS.has(k)).map(([k, v]) => [k, withoutSecrets(v)])) as T;
  }
  return value;
}
