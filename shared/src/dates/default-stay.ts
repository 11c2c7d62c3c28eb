// SPEC §9 "Default search" dates as a rule on calendar days, so the browser (the traveller's today)
// and the server (the Korean today) apply the same one.
import { DateTime } from 'luxon';
import { DATE_FORMAT } from './parse';

const FRIDAY = 5;
const SATURDAY = 6;

/**
 * Check-in is 10 days after `today`, "pushed past a Friday or Saturday by 7 minus the weekday in
 * days". With luxon's weekday (Mon=1 ... Sun=7) Friday (5) moves 2 days and Saturday (6) 1 day, so
 * both land on the following Sunday; JavaScript's getDay numbers Friday and Saturday 5 and 6 as
 * well, so the reading does not depend on the numbering. Other weekdays stay where they are.
 */
export function defaultCheckInDay(today: string): string {
  let day = DateTime.fromFormat(today, DATE_FORMAT).plus({ days: 10 });
  if (day.weekday === FRIDAY || day.weekday === SATURDAY) day = day.plus({ days: 7 - day.weekday });
  return day.toFormat(DATE_FORMAT);
}

/** The default stay: check-in as above, check-out one day after. */
export function defaultStayDays(today: string): { checkInDate: string; checkOutDate: string } {
  const checkInDate = defaultCheckInDay(today);
  return { checkInDate, checkOutDate: DateTime.fromFormat(checkInDate, DATE_FORMAT).plus({ days: 1 }).toFormat(DATE_FORMAT) };
}
