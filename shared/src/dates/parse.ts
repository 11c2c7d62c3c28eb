// SPEC §5 Dates: 'yyyy-MM-dd' (default) and 'yyyy-MM-dd HH:mm:ss' only, in local time. Anything
// else is invalid and logged; comparing with an invalid date throws. Framework-free (the API
// server uses it too).
import { DateTime } from 'luxon';
import { logger } from '../log/logger';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const INVALID_TIME_VALUE = 'Invalid time value';

/** A date string, a luxon DateTime or a JS Date. */
export type DateInput = string | DateTime | Date;

/** Parses strictly; returns an invalid DateTime (and logs 'Invalid time value') otherwise. */
export function parseDate(input: DateInput): DateTime {
  if (DateTime.isDateTime(input)) return input;
  if (input instanceof Date) return DateTime.fromJSDate(input);
  const text = input.trim();
  const parsed = text.length > 10 ? DateTime.fromFormat(text, DATE_TIME_FORMAT) : DateTime.fromFormat(text, DATE_FORMAT);
  if (!parsed.isValid) logger.warn(INVALID_TIME_VALUE, input);
  return parsed;
}

/** True for a well-formed, existing date in one of the two accepted formats. Does not log. */
export function isValidDate(input: unknown): boolean {
  if (input instanceof Date) return !Number.isNaN(input.getTime());
  if (DateTime.isDateTime(input)) return input.isValid;
  if (typeof input !== 'string') return false;
  const text = input.trim();
  const format = text.length > 10 ? DATE_TIME_FORMAT : DATE_FORMAT;
  return DateTime.fromFormat(text, format).isValid;
}

function valid(input: DateInput): DateTime {
  const date = parseDate(input);
  if (!date.isValid) throw new RangeError(INVALID_TIME_VALUE);
  return date;
}

/** Negative when a < b, 0 when equal, positive when a > b. Throws RangeError on an invalid date. */
export function compareDates(a: DateInput, b: DateInput): number {
  return valid(a).toMillis() - valid(b).toMillis();
}

/** Compares calendar days only (time of day ignored). Throws on an invalid date. */
export function compareDays(a: DateInput, b: DateInput): number {
  return valid(a).startOf('day').toMillis() - valid(b).startOf('day').toMillis();
}

/** Today at local midnight. */
export function today(): DateTime {
  return DateTime.local().startOf('day');
}

/** True when the day is before today. Throws on an invalid date. */
export function isPastDay(input: DateInput, now: DateTime = DateTime.local()): boolean {
  return compareDays(input, now) < 0;
}

/** 'yyyy-MM-dd'. Throws on an invalid date. */
export function toDateString(input: DateInput): string {
  return valid(input).toFormat(DATE_FORMAT);
}

/** Adds (or subtracts) whole days and returns 'yyyy-MM-dd'. */
export function addDays(input: DateInput, days: number): string {
  return valid(input).plus({ days }).toFormat(DATE_FORMAT);
}
