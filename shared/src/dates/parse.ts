// SPEC §5 Dates: 'yyyy-MM-dd' (default) and 'yyyy-MM-dd HH:mm:ss' only, in local time. Anything
// else is invalid and logged; comparing with an invalid date throws. Framework-free (the API
// server uses it too). Calendar days are compared as days (see day.ts), never as instants, so a
// daylight-saving change cannot make a night 23 hours long.
import { logger } from '../log/logger';
import { dayNumber, koreanDay, localDay, plusDays, readDateParts } from './day';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const INVALID_TIME_VALUE = 'Invalid time value';

/** A date string in one of the two formats, or a JS Date (read on the local clock). */
export type DateInput = string | Date;

const isValidJsDate = (date: Date) => !Number.isNaN(date.getTime());

function readText(text: string): Date | null {
  const parts = readDateParts(text.trim());
  if (!parts) return null;
  const date = new Date(0);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  date.setHours(parts.hour, parts.minute, parts.second, 0);
  return date;
}

/**
 * Parses strictly into a local Date; returns an invalid Date (and logs 'Invalid time value')
 * otherwise. A Date is returned as it is.
 */
export function parseDate(input: DateInput): Date {
  if (input instanceof Date) return input;
  const parsed = readText(input);
  if (parsed) return parsed;
  logger.warn(INVALID_TIME_VALUE, input);
  return new Date(Number.NaN);
}

/** True for a well-formed, existing date in one of the two accepted formats. Does not log. */
export function isValidDate(input: unknown): boolean {
  if (input instanceof Date) return isValidJsDate(input);
  return typeof input === 'string' && readText(input) !== null;
}

function valid(input: DateInput): Date {
  const date = parseDate(input);
  if (!isValidJsDate(date)) throw new RangeError(INVALID_TIME_VALUE);
  return date;
}

/** Negative when a < b, 0 when equal, positive when a > b (in ms). Throws RangeError on an invalid date. */
export function compareDates(a: DateInput, b: DateInput): number {
  return valid(a).getTime() - valid(b).getTime();
}

/** 'yyyy-MM-dd' (the calendar day, time of day dropped). Throws on an invalid date. */
export function toDateString(input: DateInput): string {
  if (typeof input === 'string') {
    const text = input.trim();
    if (readDateParts(text)) return text.slice(0, 10);
  }
  return localDay(valid(input));
}

/**
 * Compares calendar days only (time of day ignored): the number of days from b to a, so negative
 * when a is the earlier day. Throws on an invalid date.
 */
export function compareDays(a: DateInput, b: DateInput): number {
  return dayNumber(toDateString(a)) - dayNumber(toDateString(b));
}

/** Today as 'yyyy-MM-dd': the Korean calendar day, the same on the server and in any browser (day.ts). */
export function today(now: Date = new Date()): string {
  return koreanDay(now);
}

/** True when the day is before today (the Korean day of `now`). Throws on an invalid date. */
export function isPastDay(input: DateInput, now: Date = new Date()): boolean {
  return compareDays(input, today(now)) < 0;
}

/** Adds (or subtracts) whole calendar days and returns 'yyyy-MM-dd'. Throws on an invalid date. */
export function addDays(input: DateInput, days: number): string {
  return plusDays(toDateString(input), days);
}
