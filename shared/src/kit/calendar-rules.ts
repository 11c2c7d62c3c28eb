// The range calendar's rules, one copy for the search section's calendar and the stay page's date bar.
// Calendar rules (SPEC §2 "Calendar modal", §4 "Calendar", §5 "Dates", §9): 7 months from the
// current one, weeks starting on Sunday, days before today or more than 180 days ahead disabled,
// and the range clicks: the first click starts a range, the second completes it, a click after a
// complete range starts a new one (setting a check-in clears the check-out).
import {
  addDays,
  addMonths,
  CALENDAR_MAX_DAYS_AHEAD,
  CALENDAR_MONTHS,
  CALENDAR_WEEK_START,
  compareDays,
  dayForGridKey,
  monthGrid,
  nightsBetween,
  STAY_NIGHTS_MAX,
  startOfMonth,
  weekdayOf,
} from '@stay/shared';

export interface CalendarMonth {
  /** 'yyyy-MM' */
  key: string;
  /** First day of the month, 'yyyy-MM-dd'. */
  first: string;
  /** Rows of 7 cells, Sunday first; null pads the days of other months. */
  weeks: (string | null)[][];
}

/** Sunday-first column (0-6) of a 'yyyy-MM-dd' day. */
export function columnOf(day: string): number {
  return (weekdayOf(day) - CALENDAR_WEEK_START + 7) % 7;
}

/** `count` months from the one of `today` ('yyyy-MM-dd', the traveller's today). */
export function buildMonths(today: string, count: number = CALENDAR_MONTHS): CalendarMonth[] {
  const start = startOfMonth(today);
  return Array.from({ length: count }, (_, i) => {
    const first = addMonths(start, i);
    return { key: first.slice(0, 7), first, weeks: monthGrid(first, CALENDAR_WEEK_START) };
  });
}

/** The last day that can be chosen: today + 180 days. */
export function lastSelectableDay(today: string): string {
  return addDays(today, CALENDAR_MAX_DAYS_AHEAD);
}

/** Past days and days more than 180 days ahead cannot be chosen. */
export function isSelectable(date: string, today: string): boolean {
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
export function moveDay(date: string, key: string, today: string, shift = false): string | null {
  const next = dayForGridKey(date, key, CALENDAR_WEEK_START, shift);
  if (next === null) return null;
  if (isSelectable(next, today)) return next;
  // A page or week jump past the window's edge lands on its first or last day instead of nowhere.
  if (key.startsWith('Page') || key === 'Home' || key === 'End') return compareDays(next, today) < 0 ? today : lastSelectableDay(today);
  return date;
}
