// Display helpers for dates (SPEC §2 web bar 'MM.dd(day)', §9 stay length and remaining time).
import { DateTime } from 'luxon';
import { DATE_WORDS, type DisplayLocale } from './labels';
import { compareDays, parseDate, type DateInput } from './parse';

function validOrThrow(input: DateInput): DateTime {
  const date = parseDate(input);
  if (!date.isValid) throw new RangeError('Invalid time value');
  return date;
}

/**
 * A short day with its weekday, each locale its own way: ko 03.15(토) and zh 03.15(周六) (SPEC §2's
 * MM.dd(day)), en 'Sat, Mar 15' and ja '3月15日(土)' (an English or Japanese reader does not read
 * '03.15' as a date).
 */
const SHORT_FORMATS: Record<DisplayLocale, string> = { ko: 'MM.dd(ccc)', zh: 'MM.dd(ccc)', en: 'ccc, MMM d', ja: 'M月d日(ccc)' };

export function formatShort(input: DateInput, locale: DisplayLocale): string {
  return validOrThrow(input).setLocale(locale).toFormat(SHORT_FORMATS[locale] ?? 'MM.dd(ccc)');
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
