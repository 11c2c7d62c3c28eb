// The stay condition every product call takes (SPEC §3 Condition, §7 Products body
// {adtCnt, chdAges, chdCnt, checkInDate, checkOutDate, count}), checked as the search contract
// checks it (docs/api/content-search.md): bad input is FAIL 400 INVALID_INPUT, never 5xx.
import * as v from 'valibot';
import { ADULTS_MIN, CHILD_AGE_MAX, CHILD_AGE_MIN, GUESTS_MAX, ROOMS_MAX, ROOMS_MIN } from '@stay/shared/constants/limits';
import { isValidDate } from '@stay/shared/dates/parse';
import { SELLING_DAYS } from '../../../db/schema/catalog/constants';
import { AppError, type FieldIssue } from '../../../lib/app-error';
import { koreanDay } from '../../../lib/days';
import { msg } from '../../../lib/fields';

/** A stay longer than this is not sold in one booking (our choice; the spec sets no limit). */
export const MAX_NIGHTS = 30;

const int = (min: number, max: number) =>
  v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(min, msg('INVALID')), v.maxValue(max, msg('INVALID')));
const DAY = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{4}-\d{2}-\d{2}$/, msg('INVALID')), v.check((s: string) => isValidDate(s), msg('INVALID')));

export const ConditionBody = v.strictObject({
  adtCnt: int(ADULTS_MIN, GUESTS_MAX),
  chdCnt: v.optional(int(0, GUESTS_MAX - ADULTS_MIN), 0),
  chdAges: v.optional(v.pipe(v.array(int(CHILD_AGE_MIN, CHILD_AGE_MAX), msg('TYPE')), v.maxLength(GUESTS_MAX, msg('INVALID'))), []),
  checkInDate: DAY,
  checkOutDate: DAY,
  count: v.optional(int(ROOMS_MIN, ROOMS_MAX), 1),
});
export type ConditionBodyInput = v.InferOutput<typeof ConditionBody>;

export interface CheckedCondition extends ConditionBodyInput {
  nights: number;
}

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
/** The Korean calendar day (the catalogue's nights are Korean days). */
export const koreanToday = (now: Date): string => koreanDay(now);

/** The rules one field's schema cannot see: dates against today and each other, guests against ages. */
export function checkCondition(input: ConditionBodyInput, now: Date): CheckedCondition {
  const issues: FieldIssue[] = [];
  const today = dayNumber(koreanToday(now));
  const checkIn = dayNumber(input.checkInDate);
  const checkOut = dayNumber(input.checkOutDate);
  if (checkIn < today || checkIn > today + SELLING_DAYS - 1) issues.push({ field: 'checkInDate', rule: 'INVALID' });
  if (checkOut <= checkIn || checkOut - checkIn > MAX_NIGHTS || checkOut > today + SELLING_DAYS) issues.push({ field: 'checkOutDate', rule: 'INVALID' });
  if (input.adtCnt + input.chdCnt > GUESTS_MAX) issues.push({ field: 'chdCnt', rule: 'INVALID' });
  // Every room needs an adult (occupancy.ts splitParty).
  if (input.count > input.adtCnt) issues.push({ field: 'count', rule: 'INVALID' });
  if (input.chdAges.length !== input.chdCnt) issues.push({ field: 'chdAges', rule: 'INVALID' });
  if (issues.length > 0) throw new AppError('INVALID_INPUT', { issues });
  return { ...input, nights: checkOut - checkIn };
}

/** Path ids: digits only, a positive 32-bit integer. */
export const IdParams = (name: string) =>
  v.strictObject({ [name]: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))) });
