// Display helpers for dates (SPEC §2 web bar 'MM.dd(day)', §9 stay length and remaining time).
import { DateTime } from 'luxon';
import { DATE_WORDS, type DisplayLocale } from './labels';
import { compareDays, parseDate, type DateInput } from './parse';

function validOrThrow(input: DateInput): DateTime {
  const date = parseDate(input);
  if (!date.isValid) throw new RangeError('Invalid time value');
  return date;
}

/** 'MM.dd(ddd)' with the weekday in the UI locale: ko 03.15(토), en 03.15(Sat), ja 03.15(土), zh 03.15(周六). */
export function formatShort(input: DateInput, locale: DisplayLocale): string {
  return validOrThrow(input).setLocale(locale).toFormat('MM.dd(ccc)');
}

/** Nights between check-in and check-out (calendar days). Throws on an invalid date. */
export function nightsBetween(checkIn: DateInput, checkOut: DateInput): number {
  return Math.round(compareDays(checkOut, checkIn) / 86_400_000);
}

/** Stay length as nights plus days: ko '2박 3일', en '2 nights, 3 days', ja '2泊3日'. */
export function stayLabel(checkIn: DateInput, checkOut: DateInput, locale: DisplayLocale): string {
  const nights = nightsBetween(checkIn, checkOut);
  return DATE_WORDS[locale].stay(nights, nights + 1);
}

export interface RemainingTime {
  days: number;
  hours: number;
  minutes: number;
  /** True once the target has passed (all parts are then 0). */
  over: boolean;
}

/** Time left until `target` as whole days, hours and minutes (rounded down). */
export function remainingTime(target: DateInput, now: DateInput = DateTime.local()): RemainingTime {
  const ms = validOrThrow(target).toMillis() - validOrThrow(now).toMillis();
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, over: true };
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    over: false,
  };
}

export function formatRemaining(time: RemainingTime, locale: DisplayLocale): string {
  return DATE_WORDS[locale].remaining(time.days, time.hours, time.minutes);
}
