// What page-load reports may do to the registry (DEPLOY.md "Automatic halt"). Reports come from
// browsers, so they may only move things in the safe direction: halt a canary that fails for more
// than a small share of its visitors. They never promote. Every threshold counts visitors (bucket
// cookies that were served the version), never beacons: a thousand beacons of one browser weigh as
// one. Visitors who only loaded fine count at most NETWORK_MAX_SUCCESSES per address, so cookies
// minted from one address cannot outvote real failures.
// The last good version moves by time: a stable version that has served LAST_GOOD_AFTER_MS, with
// fewer than HALT_MIN_FAILURES failing visitors in the last LAST_GOOD_AFTER_MS, becomes the fallback.
// A forged failure therefore delays it by one window at most, and one visitor never holds it back.
export const HALT_WINDOW_MS = 5 * 60_000;
export const HALT_MIN_FAILURES = 5;
export const HALT_MAX_FAILURE_SHARE = 0.02;
export const LAST_GOOD_AFTER_MS = 30 * 60_000;
/** How many visitors without a failure one network (an address; an IPv6 /64) may add to a count. */
export const NETWORK_MAX_SUCCESSES = 10;
/** Reports older than this are deleted (the gates look back 30 min at most; status keeps a fortnight). */
export const REPORT_RETENTION_MS = 14 * 86_400_000;

export interface LoadCounts {
  /** Visitors who reported a load of the version in the window. */
  loads: number;
  /** Of those, visitors with at least one failed load. */
  failures: number;
}

/** Within the window: at least 5 failing visitors and more than 2 % of all visitors. */
export function shouldHalt(c: LoadCounts): boolean {
  return c.failures >= HALT_MIN_FAILURES && c.failures > c.loads * HALT_MAX_FAILURE_SHARE;
}

/** Where the last-good window starts: the stable version's start, or LAST_GOOD_AFTER_MS ago. */
export function lastGoodWindowStart(stableSince: string, now: Date, afterMs = LAST_GOOD_AFTER_MS): Date {
  return new Date(Math.max(Date.parse(stableSince), now.getTime() - afterMs));
}

/**
 * A stable version served LAST_GOOD_AFTER_MS and, in the window since lastGoodWindowStart, fewer
 * than HALT_MIN_FAILURES visitors failed with it.
 */
export function dueForLastGood(stableSince: string, failingVisitorsInWindow: number, now: Date, afterMs = LAST_GOOD_AFTER_MS): boolean {
  return failingVisitorsInWindow < HALT_MIN_FAILURES && now.getTime() - Date.parse(stableSince) >= afterMs;
}

/** Reports last seen before this are pruned. */
export const reportsPruneBefore = (now: Date, retentionMs = REPORT_RETENTION_MS): Date => new Date(now.getTime() - retentionMs);

/**
 * The key a sender's address counts under: an IPv4 address as is, an IPv6 address by its /64 (one
 * subscriber usually holds a whole /64), hashed so no address is stored.
 */
export function networkKey(ip: string, hash: (s: string) => string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return hash(`v4:${v4[1]}`).slice(0, 32);
  return hash(`v6:${ipv6Prefix64(ip)}`).slice(0, 32);
}

function ipv6Prefix64(ip: string): string {
  const addr = ip.toLowerCase().split('%')[0] ?? '';
  const [head = '', tail] = addr.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
  return groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':');
}
