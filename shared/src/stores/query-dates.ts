// The dates of a link (SPEC §5 "Initial URL query", §4 "Search defaults", §9 calendar limits), with
// what had to be changed, so a page can say so instead of a raw field error (a product
// link beyond 180 days answered 'checkInDate 값이 올바르지 않습니다', a stay over 30 nights
// 'checkOutDate ...', and searches beyond 180 days listed every stay as sold out without a word).
import { CALENDAR_MAX_DAYS_AHEAD, STAY_NIGHTS_MAX } from '../constants/limits';
import { nightsBetween } from '../dates/format';
import { addDays, compareDays, isValidDate, today } from '../dates/parse';
import { defaultCheckInDate, isUsableCheckIn, isUsableCheckOut } from './search-defaults';

/** Why a date of the link was not used. Missing dates fall back to defaults without a word. */
export type DateCorrection =
  /** The check-in could not be read (not yyyy-MM-dd). */
  | 'checkInInvalid'
  /** The check-in has passed. */
  | 'checkInPast'
  /** The check-in is more than 180 days ahead: nothing is on sale yet. */
  | 'checkInTooFar'
  /** The check-out could not be read or is not after the check-in. */
  | 'checkOutInvalid'
  /** The stay is longer than 30 nights. */
  | 'tooManyNights';

export interface QueryDates {
  checkInDate: string;
  checkOutDate: string;
  corrections: DateCorrection[];
}

/** The last day a stay can start: today + 180 days (the calendar's last day). */
export function lastCheckInDate(now: Date = new Date()): string {
  return addDays(today(now), CALENDAR_MAX_DAYS_AHEAD);
}

/**
 * Check-in: used when a valid, not past date at most 180 days ahead; otherwise both dates revert
 * to the defaults (SPEC §4). Check-out: used when valid, after the check-in and at most 30 nights
 * later; otherwise the day after check-in (SPEC §5).
 */
export function queryDates(queryIn: string | null, queryOut: string | null, now: Date = new Date()): QueryDates {
  const corrections: DateCorrection[] = [];
  let checkInDate: string;
  if (isUsableCheckIn(queryIn, now) && compareDays(queryIn, lastCheckInDate(now)) <= 0) {
    checkInDate = queryIn;
  } else {
    checkInDate = defaultCheckInDate(now);
    if (queryIn) {
      const readable = queryIn.length === 10 && isValidDate(queryIn);
      corrections.push(!readable ? 'checkInInvalid' : isUsableCheckIn(queryIn, now) ? 'checkInTooFar' : 'checkInPast');
    }
  }
  const reverted = corrections.length > 0;
  let checkOutDate: string;
  if (!reverted && isUsableCheckOut(queryOut, checkInDate, now) && nightsBetween(checkInDate, queryOut) <= STAY_NIGHTS_MAX) {
    checkOutDate = queryOut;
  } else {
    checkOutDate = addDays(checkInDate, 1);
    // After a reverted check-in the check-out goes with it and the one message covers both.
    if (!reverted && queryOut) {
      const longStay = isUsableCheckOut(queryOut, checkInDate, now) && nightsBetween(checkInDate, queryOut) > STAY_NIGHTS_MAX;
      corrections.push(longStay ? 'tooManyNights' : 'checkOutInvalid');
    }
  }
  return { checkInDate, checkOutDate, corrections };
}
