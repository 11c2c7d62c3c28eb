// Display helpers for dates (SPEC §2 web bar 'MM.dd(day)', §9 stay length and remaining time).
// Names of days and months come from Intl.DateTimeFormat; creating one is the expensive part, so
// each locale + options pair is created once and kept.
import { DAY_MS, dayNumber, weekdayOf } from './day';
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
 * Short weekday and month names for formatShort, written out: the web bar shows a short day on every
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

/** The month and day numbers and the short weekday name of a day. Throws on an invalid date. */
function partsOf(input: DateInput, locale: DisplayLocale): { month: number; date: number; weekday: string | undefined } {
  const day = toDateString(input);
  return { month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)), weekday: (SHORT_WEEKDAYS[locale] ?? SHORT_WEEKDAYS.ko)[weekdayOf(day)] };
}

/**
 * A short day with its weekday, each locale its own way: ko 03.15(토) and zh 03.15(周六) (SPEC §2's
 * MM.dd(day)), en 'Sat, Mar 15' and ja '3月15日(土)' (an English or Japanese reader does not read
 * '03.15' as a date).
 */
export function formatShort(input: DateInput, locale: DisplayLocale): string {
  const { month, date, weekday } = partsOf(input, locale);
  if (locale === 'en') return `${weekday}, ${SHORT_MONTHS_EN[month - 1]} ${date}`;
  if (locale === 'ja') return `${month}月${date}日(${weekday})`;
  return `${pad(month)}.${pad(date)}(${weekday})`;
}

/**
 * A day for a sentence, with its weekday, as Intl writes { month: 'short', day: 'numeric', weekday:
 * 'short' }: ko '12월 18일 (금)', en 'Fri, Dec 18', ja '12月18日(金)', zh '12月18日周五'. Written out for
 * the same reason as formatShort: a stay page's rooms say their free-cancellation day on its first
 * render (dates.test.ts checks every month and weekday against Intl).
 */
export function formatDayText(input: DateInput, locale: DisplayLocale): string {
  const { month, date, weekday } = partsOf(input, locale);
  if (locale === 'en') return `${weekday}, ${SHORT_MONTHS_EN[month - 1]} ${date}`;
  if (locale === 'ja') return `${month}月${date}日(${weekday})`;
  if (locale === 'zh') return `${month}月${date}日${weekday}`;
  return `${month}월 ${date}일 (${weekday})`;
}

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
