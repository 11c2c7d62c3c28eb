// Calendar-day arithmetic on 'yyyy-MM-dd' strings (UTC midnight, so no time zone or daylight
// saving can shift a day).
const DAY_MS = 86_400_000;

const toTime = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromTime = (time: number): string => new Date(time).toISOString().slice(0, 10);

// Pricing a city asks for the same few cancellation dates thousands of times: remember them.
const shifted = new Map<string, string>();

export function addDays(day: string, days: number): string {
  const key = `${day}|${days}`;
  let out = shifted.get(key);
  if (out === undefined) {
    out = fromTime(toTime(day) + days * DAY_MS);
    if (shifted.size > 50_000) shifted.clear();
    shifted.set(key, out);
  }
  return out;
}

/** Nights between check-in and check-out (check-out minus check-in in days). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((toTime(checkOut) - toTime(checkIn)) / DAY_MS);
}

/** The nights of a stay, each named by its date: check-in .. check-out - 1. */
export function stayNights(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkIn, i));
}

/** 'yyyy-MM-dd' of the Korean calendar day of an instant (UTC+9 all year). */
export function koreanDay(now: Date): string {
  return fromTime(now.getTime() + 9 * 3_600_000);
}
