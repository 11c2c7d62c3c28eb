// SPEC §5 Search counts and Dates, checked on the server: the rules one field cannot express alone.
import { CHILD_AGE_MAX, GUESTS_MAX, ROOMS_MAX, STAY_NIGHTS_MAX } from '@stay/shared/constants/limits';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { msg } from '../../../lib/fields';
import { addDays, nightsBetween } from '../../../lib/days';
import type { StayCondition } from './types';
import { DAY, int } from '../../../lib/content-fields';

/** The longest stay one search prices (the calendar stops there too). */
export const MAX_NIGHTS = STAY_NIGHTS_MAX;
/** Check-in at most this far ahead (the calendar sells 180 days; a year covers stale links). */
export const MAX_DAYS_AHEAD = 365;

export const CONDITION_FIELDS = {
  checkInDate: DAY,
  checkOutDate: DAY,
  adtCnt: v.optional(int(1, GUESTS_MAX), 2),
  chdCnt: v.optional(int(0, GUESTS_MAX - 1), 0),
  chdAges: v.optional(v.pipe(v.array(int(0, CHILD_AGE_MAX), msg('TYPE')), v.maxLength(GUESTS_MAX, msg('INVALID'))), []),
  count: v.optional(int(1, ROOMS_MAX), 1),
};

export interface SearchConditionInput {
  checkInDate: string;
  checkOutDate: string;
  adtCnt: number;
  chdCnt: number;
  chdAges: number[];
  count: number;
}

const invalid = (field: string) => new AppError('INVALID_INPUT', { issues: [{ field, rule: 'INVALID' }] });

/** The engine's StayCondition, or INVALID_INPUT naming the field. */
export function toStayCondition(input: SearchConditionInput, today: string): StayCondition {
  if (input.checkInDate < today || input.checkInDate > addDays(today, MAX_DAYS_AHEAD)) throw invalid('checkInDate');
  const nights = nightsBetween(input.checkInDate, input.checkOutDate);
  if (nights < 1 || nights > MAX_NIGHTS) throw invalid('checkOutDate');
  // SPEC §5: adults plus children at most 8 (the stricter reading, shared/constants/limits.ts).
  if (input.adtCnt + input.chdCnt > GUESTS_MAX) throw invalid('chdCnt');
  // Every room needs an adult (occupancy.ts splitParty): 2 adults cannot take 3 rooms.
  if (input.count > input.adtCnt) throw invalid('count');
  // One age per child; missing ages are 0 (SPEC §5 "child ages ... missing ones 0").
  if (input.chdAges.length > input.chdCnt) throw invalid('chdAges');
  const childAges = [...input.chdAges, ...Array<number>(input.chdCnt - input.chdAges.length).fill(0)];
  return { checkIn: input.checkInDate, checkOut: input.checkOutDate, adults: input.adtCnt, childAges, rooms: input.count };
}
