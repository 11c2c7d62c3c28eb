// What page-load reports may do to the registry (DEPLOY.md "Automatic halt"). Reports come from
// browsers, so they may only move things in the safe direction: halt a canary that fails for more
// than a small share of loads. They never promote. The last good version moves by time instead: a
// stable version that served for LAST_GOOD_AFTER_MS with no failure reported becomes the fallback
// (an attacker can only add failure reports, which delays that, never hastens it).
export const HALT_WINDOW_MS = 5 * 60_000;
export const HALT_MIN_FAILURES = 5;
export const HALT_MAX_FAILURE_SHARE = 0.02;
export const LAST_GOOD_AFTER_MS = 30 * 60_000;

export interface LoadCounts {
  loads: number;
  failures: number;
}

/** Within the window: at least 5 failed loads and more than 2 % of all loads. */
export function shouldHalt(c: LoadCounts): boolean {
  return c.failures >= HALT_MIN_FAILURES && c.failures > c.loads * HALT_MAX_FAILURE_SHARE;
}

export function dueForLastGood(stableSince: string, failuresSince: number, now: Date, afterMs = LAST_GOOD_AFTER_MS): boolean {
  return failuresSince === 0 && now.getTime() - Date.parse(stableSince) >= afterMs;
}
