// Event deals (SPEC §7 event products, §9 "remaining time is shown as days, hours, minutes"): the
// instants a deal opens and closes. Sale dates are Korean calendar days: a deal opens at 00:00 KST
// of its sale start day and closes at 24:00 KST of its sale end day (the same days alarms.ts
// reads). Pure: the route passes the clock's now.
import { dealState, type AlarmState } from './alarms';

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** 00:00 in Korea of a yyyy-MM-dd day, as an instant. */
export const koreanMidnight = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS);

export interface SaleWindow {
  state: AlarmState;
  opensAt: string;
  closesAt: string;
  /** The next instant that changes the state (opening for an upcoming deal, closing for an open one); null once closed. */
  nextChangeAt: string | null;
}

export function saleWindow(deal: { saleStartDate: string; saleEndDate: string }, now: Date): SaleWindow {
  const opens = koreanMidnight(deal.saleStartDate);
  const closes = new Date(koreanMidnight(deal.saleEndDate).getTime() + DAY_MS);
  const today = new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
  const state = dealState(deal, today);
  const next = state === 'UPCOMING' ? opens : state === 'OPEN' ? closes : null;
  return { state, opensAt: opens.toISOString(), closesAt: closes.toISOString(), nextChangeAt: next?.toISOString() ?? null };
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Demo and seed shift: the same sale length, starting `inDays` after today (0: it opens today). */
export function shiftedSale(deal: { saleStartDate: string; saleEndDate: string }, today: string, inDays: number): { saleStartDate: string; saleEndDate: string } {
  const length = Math.max(0, Math.round((Date.parse(deal.saleEndDate) - Date.parse(deal.saleStartDate)) / DAY_MS));
  const start = addDays(today, inDays);
  return { saleStartDate: start, saleEndDate: addDays(start, length) };
}
