// The stay condition (SPEC §3 Condition, §5 Search counts): the dates and the party a price is for.
// The product calls take it as their body (SPEC §7 Products {adtCnt, chdAges, chdCnt, checkInDate,
// checkOutDate, count}; api/src/services/content/product/condition.ts checks it the same way), the
// search adds a destination to it (POST /v1/products/findProducts), the booking page's address
// carries it, and the /search and stay page addresses carry it under the same keys.
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
export type StayCondition = v.InferOutput<typeof StayConditionSchema>;

/** Where to search: a nation and city, a typed text, and the area and sub-area of a place list. */
export interface Destination {
  nationCode: string;
  cityCode: string;
  searchText: string;
  area: string;
  subArea: string;
}

/**
 * A search: a destination and a stay condition (SPEC §3 Search condition). While the calendar is
 * open a date may be '' (the check-out after a new check-in); a search always sends both.
 */
export interface SearchCondition extends Destination, StayCondition {}

/** The address keys of a stay condition, in the order the /search and stay page addresses write them. */
export const STAY_CONDITION_KEYS = ['checkInDate', 'checkOutDate', 'adtCnt', 'chdCnt', 'chdAges', 'count'] as const;

/** The stay condition of a search, as a product call's body: one age per child, no destination. */
export function stayConditionOf(c: StayCondition): StayCondition {
  return { adtCnt: c.adtCnt, chdCnt: c.chdCnt, chdAges: c.chdAges.slice(0, c.chdCnt), checkInDate: c.checkInDate, checkOutDate: c.checkOutDate, count: c.count };
}
