// Calendar days as 'yyyy-MM-dd' strings (SPEC §5 Dates). A calendar day is a calendar day: the
// arithmetic runs on Date.UTC numbers, where every day is 24 hours long, so adding days, months or
// years never drifts across a daylight-saving change. "Today" is the Korean calendar day (`koreanDay`)
// on the server and in every browser, wherever it is: the site sells Korean nights, and a server page
// drawn with one day and hydrated with another would be drawn again. Only `localDay` reads the
// traveller's own clock.
// No Intl here: these run at start-up (the search defaults) and must stay cheap.

export const DAY_MS = 86_400_000;

const DAY_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_SHAPE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Days in a month (month 1-12), leap years included. */
export function daysInMonthOf(year: number, month: number): number {
  return new Date(utcMillis(year, month + 1, 0)).getUTCDate();
}

/**
 * Reads 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm:ss' strictly: the exact shape, a month 1-12, a day that
 * exists in that month (2026-02-30 does not), hours 0-23, minutes and seconds 0-59. Null otherwise.
 */
export function readDateParts(text: string): DateParts | null {
  const m = DAY_SHAPE.exec(text) ?? DATE_TIME_SHAPE.exec(text);
  if (!m) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).filter((x) => x !== undefined).map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonthOf(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day, hour, minute, second };
}

/** Date.UTC without its 0-99 -> 1900s year mapping; month 1-12, overflowing days roll over. */
function utcMillis(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayFromMillis(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

function partsOf(day: string): DateParts {
  const parts = DAY_SHAPE.test(day) ? readDateParts(day) : null;
  if (!parts) throw new RangeError('Invalid time value');
  return parts;
}

/** The day as a whole number of days since 1970-01-01 (for differences and sorting). */
export function dayNumber(day: string): number {
  const { year, month, day: d } = partsOf(day);
  return utcMillis(year, month, d) / DAY_MS;
}

/** Korea keeps UTC+9 all year (no daylight saving since 1988). */
const KOREA_OFFSET_MS = 9 * 3_600_000;

/**
 * The Korean calendar day 'yyyy-MM-dd' of an instant (a Date, epoch milliseconds or an ISO
 * instant such as '2026-12-07T15:30:00Z', which is 12-08 in Korea). Throws on an invalid instant.
 */
export function koreanDay(instant: Date | number | string): string {
  const time = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant);
  if (!Number.isFinite(time)) throw new RangeError('Invalid time value');
  return dayFromMillis(time + KOREA_OFFSET_MS);
}

/** The calendar day of a moment on the traveller's clock (local time). */
export function localDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `day` plus (or minus) whole days. Throws on a malformed day. */
export function plusDays(day: string, days: number): string {
  return dayFromMillis((dayNumber(day) + days) * DAY_MS);
}

/**
 * `day` plus (or minus) whole months; a day the target month lacks becomes its last day
 * (01-31 + 1 month = 02-28, or 02-29 in a leap year).
 */
export function addMonths(day: string, months: number): string {
  const { year, month, day: d } = partsOf(day);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return dayFromMillis(utcMillis(y, m, Math.min(d, daysInMonthOf(y, m))));
}

/** `day` plus (or minus) whole years; 02-29 becomes 02-28 in a common year. */
export function addYears(day: string, years: number): string {
  return addMonths(day, years * 12);
}

/** 0 Sunday ... 6 Saturday (JavaScript's getDay numbering). */
export function weekdayOf(day: string): number {
  return new Date(dayNumber(day) * DAY_MS).getUTCDay();
}

/** The first day of the day's month. */
export function startOfMonth(day: string): string {
  partsOf(day);
  return `${day.slice(0, 8)}01`;
}

/** Days in the day's month. */
export function daysInMonth(day: string): number {
  const { year, month } = partsOf(day);
  return daysInMonthOf(year, month);
}

/**
 * The weeks of the day's month as rows of 7 cells, starting on `weekStart` (0 Sunday ... 6
 * Saturday); null pads the days of the months before and after.
 */
export function monthGrid(day: string, weekStart = 0): (string | null)[][] {
  const first = startOfMonth(day);
  const cells: (string | null)[] = Array.from({ length: (weekdayOf(first) - weekStart + 7) % 7 }, () => null);
  const count = daysInMonth(first);
  for (let d = 0; d < count; d += 1) cells.push(plusDays(first, d));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let w = 0; w < cells.length; w += 7) weeks.push(cells.slice(w, w + 7));
  return weeks;
}

/**
 * Where a date grid's focus goes for a key (the WAI-ARIA date grid keys), or null for another key:
 * arrows by a day or a week, Home and End to the ends of the week that starts on `weekStart`,
 * PageUp and PageDown by a month, or by a year with `byYear` (Shift). Each calendar keeps the result
 * within its own window.
 */
export function dayForGridKey(day: string, key: string, weekStart = 0, byYear = false): string | null {
  const column = (weekdayOf(day) - weekStart + 7) % 7;
  switch (key) {
    case 'ArrowLeft':
      return plusDays(day, -1);
    case 'ArrowRight':
      return plusDays(day, 1);
    case 'ArrowUp':
      return plusDays(day, -7);
    case 'ArrowDown':
      return plusDays(day, 7);
    case 'Home':
      return plusDays(day, -column);
    case 'End':
      return plusDays(day, 6 - column);
    case 'PageUp':
      return byYear ? addYears(day, -1) : addMonths(day, -1);
    case 'PageDown':
      return byYear ? addYears(day, 1) : addMonths(day, 1);
    default:
      return null;
  }
}
