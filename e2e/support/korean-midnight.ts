// The site as a Korean visitor finds it at 00:30: Korea has started a new day while a server on UTC
// still reads yesterday's date. The site runs under libfaketime (Debian's `faketime`), which gives its
// processes a clock that starts at the next 00:30 in Korea and runs on from there; the browser's clock
// is set to the same moment (Playwright's clock).
const KOREA_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The next 00:30 in Korea from `now`, as a UTC instant (15:30 UTC on the day before). */
export function nextKoreanHalfPastMidnight(now = Date.now()): number {
  const koreanDay = Math.floor((now + KOREA_OFFSET_MS) / DAY_MS) + 1;
  return koreanDay * DAY_MS - KOREA_OFFSET_MS + 30 * 60_000;
}

// The runner chooses the moment once and hands it to its workers through the environment, so the
// site's clock and the browsers' agree even if a worker starts later.
process.env.E2E_MIDNIGHT_AT ??= String(nextKoreanHalfPastMidnight());
const at = Number(process.env.E2E_MIDNIGHT_AT);

export const MIDNIGHT = {
  /** The moment the site's clock starts at (ms since the epoch). */
  at,
  /** Korea's calendar day at that moment: the site's "today". */
  koreanDay: new Date(at + KOREA_OFFSET_MS).toISOString().slice(0, 10),
  /** UTC's calendar day at that moment: the day before, what a server on UTC would wrongly use. */
  utcDay: new Date(at).toISOString().slice(0, 10),
  /** faketime's start argument: that moment, read in UTC (the site runs with TZ=UTC). */
  faketime: `@${new Date(at).toISOString().slice(0, 19).replace('T', ' ')}`,
  port: Number(process.env.E2E_MIDNIGHT_PORT ?? 8095),
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
};

/** `days` after a calendar day, as YYYY-MM-DD. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
