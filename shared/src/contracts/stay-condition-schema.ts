// The stay condition's schema (SPEC §3 Condition, §5 Search counts): the body every product call
// takes (SPEC §7 Products {adtCnt, chdAges, chdCnt, checkInDate, checkOutDate, count}), checked as
// api/src/services/content/product/condition.ts checks it. A file of its own: a remote that only
// sends the condition (stay-condition.ts) does not carry the schema's code.
import * as v from 'valibot';
import { ADULTS_MIN, CHILD_AGE_MAX, CHILD_AGE_MIN, GUESTS_MAX, ROOMS_MAX, ROOMS_MIN } from '../constants/limits';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A real calendar day written 'yyyy-MM-dd' (no 2026-02-30). */
const isRealDay = (day: string): boolean => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};
const DaySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.check(isRealDay));

export const StayConditionSchema = v.object({
  adtCnt: int(ADULTS_MIN, GUESTS_MAX),
  chdCnt: v.optional(int(0, GUESTS_MAX - ADULTS_MIN), 0),
  /** One age per child (0-13); the server takes a missing one as 0. */
  chdAges: v.optional(v.pipe(v.array(int(CHILD_AGE_MIN, CHILD_AGE_MAX)), v.maxLength(GUESTS_MAX)), []),
  checkInDate: DaySchema,
  checkOutDate: DaySchema,
  /** Rooms (or vouchers); at most one per adult, which only the pair can say (the server checks it). */
  count: v.optional(int(ROOMS_MIN, ROOMS_MAX), 1),
});
