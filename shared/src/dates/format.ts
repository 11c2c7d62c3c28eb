// Display helpers for dates (SPEC §2 web bar 'MM.dd(day)', §9 stay length and remaining time).
// Names of days and months come from Intl.DateTimeFormat; creating one is the expensive part, so
// each locale + options pair is created once and kept.
import { DAY_MS, dayNumber, koreanDay, weekdayOf } from './day';
import { DATE_WORDS, type DisplayLocale } from './labels';
import { compareDates, compareDays, toDateString, type DateInput } from './parse';

/** Weekday, month name, day and year: 'Saturday, March 16, 2030'. */
export const DAY_FULL: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
/** Short weekday and month name, day and year: 'Sat, Mar 16, 2030'. */
export const DAY_MEDIUM: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The day is formatted as its UTC midnight, so the traveller's time zone cannot shift it.
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day written with Intl options in a locale (a Date is read as its local day). Throws on an invalid date. */
export function formatDayWith(input: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string {
  return formatterFor(locale, options).format(dayNumber(toDateString(input)) * DAY_MS);
}

/** The seven weekday names, Sunday first ('short': Sun, 일, 日; 'long': Sunday, 일요일, 日曜日). */
export function weekdayNames(locale: string, width: 'short' | 'long'): string[] {
  // 2023-01-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => formatDayWith(`2023-01-0${i + 1}`, locale, { weekday: width }));
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Short weekday and month names for the stay-day form, written out: the web bar shows a short day on every
 * page's first render, and creating an Intl.DateTimeFormat there cost ~20 ms of main thread.
 * They match what Intl writes for these locales (dates.test.ts checks every weekday against it).
 */
const SHORT_WEEKDAYS: Record<DisplayLocale, readonly string[]> = {
  ko: ['일', '월', '화', '수', '목', '금', '토'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  zh: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
};
const SHORT_MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The year, month and day numbers and the short weekday name of a day. Throws on an invalid date. */
function partsOf(input: DateInput, locale: DisplayLocale): { year: string; month: number; date: number; weekday: string | undefined } {
  const day = toDateString(input);
  return { year: day.slice(0, 4), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)), weekday: (SHORT_WEEKDAYS[locale] ?? SHORT_WEEKDAYS.ko)[weekdayOf(day)] };
}

/*
 * One date format family per locale, written here and nowhere else (kit/format.ts builds its record
 * dates from the same numbers):
 *   stay day (a check-in, a sale window, a cancellation deadline), with its weekday:
 *     ko 12.20(일)   en Sun, Dec 20   ja 12/20(日)   zh 12.20(周日)
 *   and with the year whenever the day is not in the current Korean year (a stay next year must
 *   never read as this year's):
 *     ko 2027.12.20(일)   en Sun, Dec 20, 2027   ja 2027/12/20(日)   zh 2027.12.20(周日)
 *   record day (paid on, joined on, used on), always with the year and no weekday: kit/format.ts.
 *   D-day countdown: '체크인 D-20' (no '일' after the number), '체크인 당일' on the day (SPEC §4 'check-in day').
 * Numbers only, no month words in ko/ja: '12월 20일' broke after '20' at 390 px, and a short
 * all-digit form reads the same in a sentence, a summary and a table.
 */

/** The current year in Korea, the calendar every page's "today" is (see day.ts). */
const koreanYear = (now: Date | number) => koreanDay(now).slice(0, 4);

/** A stay day with its weekday (see above): '12.20(일)', 'Sun, Dec 20', '12/20(日)'; the year when not this Korean year. */
export function formatShort(input: DateInput, locale: DisplayLocale, now: Date | number = Date.now()): string {
  const { year, month, date, weekday } = partsOf(input, locale);
  const withYear = year !== koreanYear(now);
  if (locale === 'en') return `${weekday}, ${SHORT_MONTHS_EN[month - 1]} ${date}${withYear ? `, ${year}` : ''}`;
  if (locale === 'ja') return `${withYear ? `${year}/` : ''}${month}/${date}(${weekday})`;
  return `${withYear ? `${year}.` : ''}${pad(month)}.${pad(date)}(${weekday})`;
}

/** A day inside a sentence: the same stay-day form (one format family, see above). */
export const formatDayText = formatShort;

/** Nights between check-in and check-out (calendar days). Throws on an invalid date. */
export function nightsBetween(checkIn: DateInput, checkOut: DateInput): number {
  return compareDays(checkOut, checkIn);
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
export function remainingTime(target: DateInput, now: DateInput = new Date()): RemainingTime {
  const ms = compareDates(target, now);
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
