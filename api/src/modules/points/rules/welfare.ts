// Corporate welfare points' year end. Pure: `now` (the app's injectable clock) in.
//
// Rules:
// - Welfare points of a Korean calendar year expire on 31 December: they can be used through that
//   day and are gone from 1 January 00:00 Korean time.
// - Every point a member still holds when the year ends belongs to that year (an earlier year's
//   points expired at its own end; points a cancellation gives back count in the year they come back).
// - The expiry job takes off the balance held at the year end, but never more than the member holds
//   when it runs (they may have spent some on 1 January before the job ran). Once per member and year.
// - A reminder goes out once per member and year from REMINDER_DAYS before the year end, when
//   there is anything to lose.
import { DateTime } from 'luxon';

const ZONE = 'Asia/Seoul';
export const REMINDER_DAYS = 30;

export const koreanYear = (now: Date): number => DateTime.fromJSDate(now, { zone: ZONE }).year;

/** The instant the points of `year` are gone: 1 January of the next year, 00:00 Korean time. */
export const yearEndAt = (year: number): Date => DateTime.fromObject({ year: year + 1, month: 1, day: 1 }, { zone: ZONE }).toJSDate();

/** The last day the points of `year` can be used (31 December, Korean time), as its start instant. */
export const lastUsableDay = (year: number): Date => DateTime.fromObject({ year, month: 12, day: 31 }, { zone: ZONE }).toJSDate();

/** Which years the year-end job works on now: the year just over (expiry) and, near its end, this year (reminder). */
export function yearEndWork(now: Date): { expireYear: number; remindYear: number | null } {
  const year = koreanYear(now);
  const remindFrom = yearEndAt(year).getTime() - REMINDER_DAYS * 86_400_000;
  return { expireYear: year - 1, remindYear: now.getTime() >= remindFrom ? year : null };
}

/** Points to take off: the balance at the year end, capped by what is left now. */
export const expiryAmount = (balanceAtYearEnd: number, balanceNow: number): number => Math.max(0, Math.min(balanceAtYearEnd, balanceNow));
