// Login records (time, address, browser) are communication-confirmation data under the
// Protection of Communications Secrets Act: the privacy policy (support/rules/policies) keeps them
// for 3 months and then destroys them. The 'login-history-retention' job applies this rule.

export const LOGIN_HISTORY_RETENTION_MONTHS = 3;

const KOREA_OFFSET_MS = 9 * 3_600_000;

/**
 * The first instant still kept at `now`: the start of the same Korean calendar day three months
 * earlier. A day that month lacks (31 May → "31 February") rolls into the next month, which keeps a
 * record a few days longer, never shorter.
 */
export function loginHistoryKeptFrom(now: Date): Date {
  const korean = new Date(now.getTime() + KOREA_OFFSET_MS);
  const start = Date.UTC(korean.getUTCFullYear(), korean.getUTCMonth() - LOGIN_HISTORY_RETENTION_MONTHS, korean.getUTCDate());
  return new Date(start - KOREA_OFFSET_MS);
}
