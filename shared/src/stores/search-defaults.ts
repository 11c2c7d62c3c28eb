// SPEC §9 "Default search" and §4 "Search defaults".
import { ADULTS_DEFAULT, ADULTS_MIN, CHILDREN_DEFAULT, ROOMS_DEFAULT } from '../constants/limits';
import { SEOUL_CITY_CODE, SEOUL_NAME_KEY, SEOUL_NATION_CODE } from '../constants/nations';
import { defaultCheckInDay } from '../dates/default-stay';
import { addDays, compareDays, isPastDay, isValidDate, today } from '../dates/parse';
import { translate } from '../i18n/i18n';
import { clampAdults, clampChildren, clampRoomsFor, resizeAges } from './search-counts';
import type { SearchCondition } from '../contracts/stay-condition';

// The shape is the platform's contract (a destination and a stay condition); only its type is used
// here, so the root entry every page loads carries none of the contract's code.
export type { SearchCondition };

/** SPEC §9: see `defaultCheckInDay` (shared/dates/default-stay.ts), from the traveller's today. */
export function defaultCheckInDate(now: Date = new Date()): string {
  return defaultCheckInDay(today(now));
}

export function defaultDates(now: Date = new Date()): Pick<SearchCondition, 'checkInDate' | 'checkOutDate'> {
  const checkInDate = defaultCheckInDate(now);
  return { checkInDate, checkOutDate: addDays(checkInDate, 1) };
}

/** Seoul, Korea, default dates, 2 adults, 0 children, 1 room. */
export function defaultSearchCondition(now: Date = new Date()): SearchCondition {
  return {
    nationCode: SEOUL_NATION_CODE,
    cityCode: SEOUL_CITY_CODE,
    searchText: translate(SEOUL_NAME_KEY),
    area: '',
    subArea: '',
    ...defaultDates(now),
    adtCnt: ADULTS_DEFAULT,
    chdCnt: CHILDREN_DEFAULT,
    chdAges: [],
    count: ROOMS_DEFAULT,
  };
}

/** A usable check-in: a valid 'yyyy-MM-dd' that is not in the past. */
export function isUsableCheckIn(date: unknown, now: Date = new Date()): date is string {
  return typeof date === 'string' && date.length === 10 && isValidDate(date) && !isPastDay(date, now);
}

/** A usable check-out: valid, not past, and after the check-in. */
export function isUsableCheckOut(date: unknown, checkIn: string, now: Date = new Date()): date is string {
  return isUsableCheckIn(date, now) && compareDays(date, checkIn) > 0;
}

/**
 * Makes a stored or partial condition safe to use (SPEC §4: stored dates in the past are replaced
 * by defaults, and an empty or invalid check-out becomes the day after check-in; §5: counts
 * within their bounds).
 */
export function sanitizeCondition(
  input: Partial<SearchCondition>,
  now: Date = new Date(),
  base: SearchCondition = defaultSearchCondition(now),
): SearchCondition {
  const merged: SearchCondition = { ...base, ...input };
  const checkInDate = isUsableCheckIn(merged.checkInDate, now) ? merged.checkInDate : defaultCheckInDate(now);
  const checkOutDate = isUsableCheckOut(merged.checkOutDate, checkInDate, now) ? merged.checkOutDate : addDays(checkInDate, 1);
  // Children first (leaving room for the one adult every search needs), then adults within the rest.
  const chdCnt = clampChildren(merged.chdCnt, ADULTS_MIN);
  const adtCnt = clampAdults(merged.adtCnt, chdCnt);
  return {
    ...merged,
    checkInDate,
    checkOutDate,
    adtCnt,
    chdCnt,
    chdAges: resizeAges(Array.isArray(merged.chdAges) ? merged.chdAges : [], chdCnt),
    count: clampRoomsFor(merged.count, adtCnt),
  };
}
