// The stay condition (SPEC §3 Condition, §5 Search counts): the dates and the party a price is for.
// The product calls take it as their body (its schema: stay-condition-schema.ts), the search adds a
// destination to it (POST /v1/products/findProducts), the booking page's address carries it, and
// the /search and stay page addresses carry it under the same keys. No valibot here: what only sends
// a condition needs none.
import type { StayConditionSchema } from './stay-condition-schema';
import type { InferOutput } from 'valibot';

export type StayCondition = InferOutput<typeof StayConditionSchema>;

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

/**
 * The stay page's calls (POST /v2/products/{idx} and rateplans-v3): the condition and, when the
 * page was opened from an event deal's page, the deal's id. Only the id travels: the server reads
 * the deal and decides whether it applies and what it takes off.
 */
export interface StayPageBody extends StayCondition {
  promotionIdx?: number;
}

/** The stay page's call body for `c` and the deal it was opened from, if any. */
export function stayPageBodyOf(c: StayCondition, promotionIdx?: number): StayPageBody {
  return promotionIdx ? { ...stayConditionOf(c), promotionIdx } : stayConditionOf(c);
}
