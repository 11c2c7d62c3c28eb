// "What you would have saved", the method stated on the subscribe screen:
// - The stays: the ones the member opened (the url history) or picked in the keyword search (recent
//   product searches), newest first, at most MAX_STAYS, both kept on this device only.
// - The dates: the ones the member looked at when they have not passed and are at most 30 nights;
//   otherwise one night two weeks from today. Two adults unless the page said otherwise.
// - The figure per stay: today's public price of its cheapest plan for those dates minus the member
//   price of the same plan (the product page's two headline prices). Sold out or unpriced: left out.
// - The total: as if each of those stays had been booked once. An estimate, never a promise.
import type { StayCondition } from '@stay/shared/contracts/stay-condition';

export const MAX_STAYS = 5;
const DEFAULT_LEAD_DAYS = 14;
const MAX_NIGHTS = 30;

/** A stay the member looked at, and the part of its stay condition the estimate prices (one room, no ages). */
export interface StayLook extends Pick<StayCondition, 'checkInDate' | 'checkOutDate' | 'adtCnt' | 'chdCnt'> {
  productIdx: number;
  /** Where it came from: a page the member opened, or a stay picked in the keyword search. */
  source: 'viewed' | 'searched';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const nightsBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

function datesOf(q: URLSearchParams, today: string): { checkInDate: string; checkOutDate: string } {
  const inDay = q.get('checkInDate') ?? '';
  const outDay = q.get('checkOutDate') ?? '';
  if (DAY.test(inDay) && DAY.test(outDay) && inDay >= today) {
    const nights = nightsBetween(inDay, outDay);
    if (nights >= 1 && nights <= MAX_NIGHTS) return { checkInDate: inDay, checkOutDate: outDay };
  }
  const checkInDate = addDays(today, DEFAULT_LEAD_DAYS);
  return { checkInDate, checkOutDate: addDays(checkInDate, 1) };
}

const guests = (q: URLSearchParams) => {
  const adt = Number(q.get('adtCnt'));
  const chd = Number(q.get('chdCnt'));
  return { adtCnt: Number.isInteger(adt) && adt >= 1 && adt <= 9 ? adt : 2, chdCnt: Number.isInteger(chd) && chd >= 0 && chd <= 8 ? chd : 0 };
};

/** The stays to price, from the url history (paths, newest first) and the recent product searches. */
export function staysToPrice(urlHistory: readonly string[], searchedProductIdxs: readonly (number | string)[], today: string): StayLook[] {
  const out: StayLook[] = [];
  const seen = new Set<number>();
  const push = (look: StayLook) => {
    if (seen.has(look.productIdx) || out.length >= MAX_STAYS) return;
    seen.add(look.productIdx);
    out.push(look);
  };
  for (const path of urlHistory) {
    const url = new URL(path, 'http://stay.local');
    const m = /^\/products\/(\d{1,9})$/.exec(url.pathname);
    if (!m) continue;
    const q = url.searchParams;
    // Children's ages are not in the url history: such a look is priced for the adults only.
    const g = guests(q);
    push({ productIdx: Number(m[1]), ...datesOf(q, today), adtCnt: g.adtCnt, chdCnt: 0, source: 'viewed' });
  }
  for (const idx of searchedProductIdxs) {
    const n = Number(idx);
    if (Number.isInteger(n) && n > 0) push({ productIdx: n, ...datesOf(new URLSearchParams(), today), adtCnt: 2, chdCnt: 0, source: 'searched' });
  }
  return out;
}

export interface PricedStay extends StayLook {
  name: string;
  nights: number;
  publicPrice: number;
  memberPrice: number;
  saving: number;
}

/** One stay's figure; null when it cannot be priced honestly (sold out, no price, member price not lower). */
export function priceStay(look: StayLook, name: string, prices: { displayLowestAmount: number; awesomeLowestAmount: number; soldOut?: boolean } | null): PricedStay | null {
  if (!prices || prices.soldOut || prices.displayLowestAmount <= 0 || prices.awesomeLowestAmount <= 0) return null;
  const saving = Math.max(0, prices.displayLowestAmount - prices.awesomeLowestAmount);
  return { ...look, name, nights: nightsBetween(look.checkInDate, look.checkOutDate), publicPrice: prices.displayLowestAmount, memberPrice: prices.awesomeLowestAmount, saving };
}

export const totalSaving = (stays: readonly PricedStay[]): number => stays.reduce((sum, s) => sum + s.saving, 0);
