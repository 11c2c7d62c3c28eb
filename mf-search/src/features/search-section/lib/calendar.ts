// Calendar rules (SPEC §2 "Calendar modal", §4 "Calendar", §5 "Dates", §9): 7 months from the
// current one, weeks starting on Sunday, days before today or more than 180 days ahead disabled,
// and the range clicks: the first click starts a range, the second completes it, a click after a
// complete range starts a new one (setting a check-in clears the check-out).
import { CALENDAR_MAX_DAYS_AHEAD, CALENDAR_MONTHS, CALENDAR_WEEK_START, DATE_FORMAT, STAY_NIGHTS_MAX, compareDays, nightsBetween } from '@stay/shared';
import { DateTime } from 'luxon';

export interface CalendarMonth {
  /** 'yyyy-MM' */
  key: string;
  /** First day of the month. */
  first: DateTime;
  /** Rows of 7 cells, Sunday first; null pads the days of other months. */
  weeks: (string | null)[][];
}

/** Sunday-first column (0-6) of a day; luxon numbers Monday 1 ... Sunday 7. */
export function columnOf(day: DateTime): number {
  return (day.weekday % 7 - CALENDAR_WEEK_START + 7) % 7;
}

export function buildMonths(today: DateTime, count: number = CALENDAR_MONTHS): CalendarMonth[] {
  const start = today.startOf('month');
  return Array.from({ length: count }, (_, i) => {
    const first = start.plus({ months: i });
    const cells: (string | null)[] = Array.from({ length: columnOf(first) }, () => null);
    for (let d = 0; d < first.daysInMonth!; d += 1) cells.push(first.plus({ days: d }).toFormat(DATE_FORMAT));
    while (cells.length % 7 !== 0) cells.push(null);
    const weeks: (string | null)[][] = [];
    for (let w = 0; w < cells.length; w += 7) weeks.push(cells.slice(w, w + 7));
    return { key: first.toFormat('yyyy-MM'), first, weeks };
  });
}

/** The last day that can be chosen: today + 180 days. */
export function lastSelectableDay(today: DateTime): string {
  return today.startOf('day').plus({ days: CALENDAR_MAX_DAYS_AHEAD }).toFormat(DATE_FORMAT);
}

/** Past days and days more than 180 days ahead cannot be chosen. */
export function isSelectable(date: string, today: DateTime): boolean {
  return compareDays(date, today) >= 0 && compareDays(date, lastSelectableDay(today)) <= 0;
}

export interface Range {
  checkInDate: string;
  checkOutDate: string;
}

/**
 * What a click on `date` does: 'end' completes an open range (a check-in without check-out) with
 * a later day at most 30 nights on (STAY_NIGHTS_MAX); anything else starts a new range at `date`
 * ('start'), including a click on or before the open check-in, one further than 30 nights, and
 * any click after a complete range.
 */
export function rangeClick(range: Range, date: string): 'start' | 'end' {
  if (range.checkInDate && !range.checkOutDate && compareDays(date, range.checkInDate) > 0 && nightsBetween(range.checkInDate, date) <= STAY_NIGHTS_MAX) return 'end';
  return 'start';
}

/** Applies a click to a range (the same rule the search condition store applies). */
export function applyRangeClick(range: Range, date: string): Range {
  return rangeClick(range, date) === 'end' ? { ...range, checkOutDate: date } : { checkInDate: date, checkOutDate: '' };
}

export type DayRole = 'start' | 'end' | 'between' | null;

export function dayRole(range: Range, date: string): DayRole {
  if (date === range.checkInDate) return 'start';
  if (date === range.checkOutDate) return 'end';
  if (range.checkInDate && range.checkOutDate && compareDays(date, range.checkInDate) > 0 && compareDays(date, range.checkOutDate) < 0) return 'between';
  return null;
}

/**
 * Moves a focused day by keyboard (the WAI-ARIA date grid keys), kept within the selectable
 * window: arrows by a day or a week, Home and End to the start and end of the week (Sunday to
 * Saturday), PageUp and PageDown by a month (with Shift, by a year, clamped to the window).
 */
export function moveDay(date: string, key: string, today: DateTime, shift = false): string | null {
  const day = DateTime.fromFormat(date, DATE_FORMAT);
  const column = columnOf(day);
  const moves: Record<string, () => DateTime> = {
    ArrowLeft: () => day.minus({ days: 1 }),
    ArrowRight: () => day.plus({ days: 1 }),
    ArrowUp: () => day.minus({ days: 7 }),
    ArrowDown: () => day.plus({ days: 7 }),
    Home: () => day.minus({ days: column }),
    End: () => day.plus({ days: 6 - column }),
    PageUp: () => day.minus(shift ? { years: 1 } : { months: 1 }),
    PageDown: () => day.plus(shift ? { years: 1 } : { months: 1 }),
  };
  const move = moves[key];
  if (!move) return null;
  const next = move().toFormat(DATE_FORMAT);
  if (isSelectable(next, today)) return next;
  // A page or week jump past the window's edge lands on its first or last day instead of nowhere.
  if (key.startsWith('Page') || key === 'Home' || key === 'End') {
    const edge = compareDays(next, today.toFormat(DATE_FORMAT)) < 0 ? today.toFormat(DATE_FORMAT) : lastSelectableDay(today);
    return edge;
  }
  return date;
}
