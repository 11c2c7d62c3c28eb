// Dates as the remotes write them in the UI locale (money is the root's formatKrw / formatNumber),
// in the one format family of dates/format.ts:
//   stay day (formatDay): ko 12.20(일) / 2027.12.20(일), en Sun, Dec 20 / Sun, Dec 20, 2027,
//     ja 12/20(日) / 2027/12/20(日): the year only outside the current Korean year;
//   record day (formatDate, formatRecordDay): ko 2026.12.20, en Dec 20, 2026, ja 2026/12/20, always
//     with the year (a record is looked back on, often from another year);
//   record time (formatDateTime): the record day and 24-hour Korean time, '2026.12.20 14:05'.
// A calendar day 'yyyy-MM-dd' is written as that day wherever the reader is; an instant (billing,
// deadlines) is written as its Korean date, the calendar the server decides by. No Intl here: the
// numbers are the same in every browser, whatever its own locale data says.
import { formatShort, isValidDate, koreanDay, type Locale } from '@stay/shared';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => DAY.test(text) && isValidDate(text);

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' -> a stay day '12.03(목)' / 'Thu, Dec 3' / '12/3(木)', with the year outside this Korean year; anything else as it is. */
export function formatDay(day: string, locale: Locale, now: Date | number = Date.now()): string {
  return isDay(day) ? formatShort(day, locale, now) : day;
}

/** 'yyyy-MM-dd' -> a record day '2026.12.03' / 'Dec 3, 2026' / '2026/12/03'; anything else as it is. */
export function formatRecordDay(day: string, locale: Locale): string {
  if (!isDay(day)) return day;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  if (locale === 'en') return `${MONTHS_EN[month - 1]} ${date}, ${year}`;
  const sep = locale === 'ja' ? '/' : '.';
  return `${year}${sep}${pad(month)}${sep}${pad(date)}`;
}

/** An instant as its Korean record day: '2026.12.03' / 'Dec 3, 2026' / '2026/12/03'; anything unreadable as it is. */
export function formatDate(iso: string, locale: Locale): string {
  return formatRecordDay(koreanDayOf(iso), locale);
}

/** An instant as its Korean record day and 24-hour time: '2026.12.03 14:05'. */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  const korean = new Date(time + 9 * 3_600_000);
  return `${formatDate(iso, locale)} ${pad(korean.getUTCHours())}:${pad(korean.getUTCMinutes())}`;
}

/** A deadline instant ("before 2 Dec 00:00 KST") as the last day it still holds ("through 1 Dec"). */
export function lastDayBefore(iso: string, locale: Locale): string {
  return formatDate(new Date(Date.parse(iso) - 1).toISOString(), locale);
}

/** Today's Korean calendar day 'yyyy-MM-dd' (the server decides tabs and deadlines the same way). */
export const koreanToday = (now: Date = new Date()): string => koreanDay(now);

/** An instant's Korean calendar day 'yyyy-MM-dd' (a payment at 00:30 KST is on that day, not the UTC day before); anything unreadable as it is. */
export function koreanDayOf(iso: string): string {
  return Number.isFinite(Date.parse(iso)) ? koreanDay(iso) : iso;
}
