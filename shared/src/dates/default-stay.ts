// SPEC §9 "Default search" dates as a rule on calendar days, so the browser (the traveller's today)
// and the server (the Korean today) apply the same one.
import { plusDays, weekdayOf } from './day';

const FRIDAY = 5;
const SATURDAY = 6;

/**
 * Check-in is 10 days after `today` ('yyyy-MM-dd'), "pushed past a Friday or Saturday by 7 minus
 * the weekday in days": Friday (5) moves 2 days and Saturday (6) 1 day, so both land on the
 * following Sunday. JavaScript's getDay and ISO (Mon=1 ... Sun=7) both number Friday and Saturday
 * 5 and 6, so the reading does not depend on the numbering. Other weekdays stay where they are.
 */
export function defaultCheckInDay(today: string): string {
  const day = plusDays(today, 10);
  const weekday = weekdayOf(day);
  return weekday === FRIDAY || weekday === SATURDAY ? plusDays(day, 7 - weekday) : day;
}

/** The default stay: check-in as above, check-out one day after. */
export function defaultStayDays(today: string): { checkInDate: string; checkOutDate: string } {
  const checkInDate = defaultCheckInDay(today);
  return { checkInDate, checkOutDate: plusDays(checkInDate, 1) };
}
