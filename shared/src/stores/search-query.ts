// SPEC §2 /search query and §5 "Initial URL query": the search condition lives in the URL so a
// link restores the page (STYLE "State of a booking flow").
import { ADULTS_MIN } from '../constants/limits';
import { clampAdults, clampAge, clampChildren, clampRoomsFor, resizeAges } from './search-counts';
import { queryDates } from './query-dates';
import { defaultSearchCondition, type SearchCondition } from './search-defaults';

/** The /search query keys, in the order toQuery writes them. */
export const SEARCH_QUERY_KEYS = [
  'checkInDate',
  'checkOutDate',
  'cityCode',
  'area',
  'nationCode',
  'searchText',
  'subArea',
  'adtCnt',
  'chdCnt',
  'chdAges',
  'count',
] as const;

const DESTINATION_KEYS = ['nationCode', 'cityCode', 'searchText', 'area', 'subArea'] as const;

/** 'a,b,,c' -> ages, missing or non-numeric entries 0 (SPEC §5). */
export function parseChildAges(text: string | null): number[] {
  if (text === null || text.trim() === '') return [];
  return text.split(',').map(clampAge);
}

/**
 * Reads a condition from a /search query. Missing keys keep `base` (defaults). The dates follow
 * queryDates: check-in only when valid, not past and at most 180 days ahead; check-out only after
 * it and at most 30 nights later, otherwise the day after check-in. Rooms (`count`, 1-5, at most one per adult) default to `base`.
 */
export function fromQuery(
  params: URLSearchParams,
  base: SearchCondition = defaultSearchCondition(),
  now: Date = new Date(),
): SearchCondition {
  // The destination is one unit: a query naming any part of it replaces all of it.
  const hasDestination = DESTINATION_KEYS.some((key) => params.has(key));
  const destination = Object.fromEntries(
    DESTINATION_KEYS.map((key) => [key, hasDestination ? (params.get(key) ?? '').trim() : base[key]]),
  ) as Pick<SearchCondition, (typeof DESTINATION_KEYS)[number]>;

  const { checkInDate, checkOutDate } = queryDates(params.get('checkInDate'), params.get('checkOutDate'), now);

  const ages = parseChildAges(params.get('chdAges'));
  const childrenWanted = params.has('chdCnt') ? params.get('chdCnt') : params.has('chdAges') ? ages.length : base.chdCnt;
  const chdCnt = clampChildren(childrenWanted, ADULTS_MIN); // leave room for one adult
  const adtCnt = clampAdults(params.has('adtCnt') ? params.get('adtCnt') : base.adtCnt, chdCnt);

  return {
    ...base,
    ...destination,
    checkInDate,
    checkOutDate,
    adtCnt,
    chdCnt,
    chdAges: resizeAges(params.has('chdAges') ? ages : base.chdAges, chdCnt),
    count: clampRoomsFor(params.has('count') ? params.get('count') : base.count, adtCnt),
  };
}

/**
 * Writes the /search query. Empty text fields and dates are left out; ages only with children;
 * rooms only when more than one (one room is the default, and older links stay as they were).
 */
export function toQuery(condition: SearchCondition): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: (typeof SEARCH_QUERY_KEYS)[number], value: string) => {
    if (value !== '') params.set(key, value);
  };
  put('checkInDate', condition.checkInDate);
  put('checkOutDate', condition.checkOutDate);
  put('cityCode', condition.cityCode);
  put('area', condition.area);
  put('nationCode', condition.nationCode);
  put('searchText', condition.searchText);
  put('subArea', condition.subArea);
  put('adtCnt', String(condition.adtCnt));
  put('chdCnt', String(condition.chdCnt));
  if (condition.chdCnt > 0) put('chdAges', resizeAges(condition.chdAges, condition.chdCnt).join(','));
  const rooms = clampRoomsFor(condition.count, condition.adtCnt);
  if (rooms > 1) put('count', String(rooms));
  return params;
}
