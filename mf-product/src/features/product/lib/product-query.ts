// The product page's URL carries the stay condition with the /search query keys (SPEC §2, §5),
// read and written by the shared fromQuery/toQuery so a link from the results restores the same
// stay, and a change on the page (dates, guests) is written back. Other keys (the destination the
// traveller came from) are kept as they are.
import { fromQuery, queryDates, toQuery, type SearchCondition } from '@stay/shared';
import { STAY_CONDITION_KEYS } from '@stay/shared/contracts/stay-condition';

export function readCondition(search: string, now?: Date): SearchCondition {
  return fromQuery(new URLSearchParams(search), undefined, now);
}

/** The query for `condition`, keeping the current query's other keys. */
export function writeCondition(search: string, condition: SearchCondition): URLSearchParams {
  const written = toQuery(condition);
  const next = new URLSearchParams();
  for (const key of STAY_CONDITION_KEYS) {
    const value = written.get(key);
    if (value !== null) next.set(key, value);
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(STAY_CONDITION_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  return next;
}

/** The event deal the stay page was opened from (`?promotionIdx=`, the deal page's "Book this deal"). */
export function promotionIdxOf(search: string): number | undefined {
  const value = new URLSearchParams(search).get('promotionIdx') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** True when the URL already says exactly this condition (no rewrite needed). */
export function sameCondition(search: string, condition: SearchCondition): boolean {
  const current = new URLSearchParams(search);
  const wanted = writeCondition(search, condition);
  return STAY_CONDITION_KEYS.every((key) => current.get(key) === wanted.get(key));
}

/**
 * The query a link's page takes before its scripts start (the server draws it, and the
 * address says the dates it is priced for), or null to keep the link's own. A link whose dates were
 * changed (too far, past, too long) keeps its own: the browser's first render reads the changes from
 * the address, and only with them does it keep the notice drawn on the server; the page
 * writes the new dates itself once it is live.
 */
export function firstViewQuery(search: string, now?: Date): URLSearchParams | null {
  const condition = readCondition(search, now);
  if (sameCondition(search, condition)) return null;
  const params = new URLSearchParams(search);
  if (queryDates(params.get('checkInDate'), params.get('checkOutDate'), now).corrections.length > 0) return null;
  return writeCondition(search, condition);
}
