// The event deal's price (SPEC §3 Promotion, §7 event products): when a booking names a deal
// (`promotionIdx`), the server decides here whether the deal applies and how much comes off. Pure:
// the booking quote passes the deal row, the stay and the clock's now; nothing comes from the
// browser but the deal's id.
import { saleWindow } from './sale-window';

export interface DealTerms {
  idx: number;
  propertyIdx: number;
  discountRate: number;
  saleStartDate: string;
  saleEndDate: string;
  stayStartDate: string;
  stayEndDate: string;
}

/** Why a named deal does not apply (the booking then costs the stay's normal price). */
export type DealRefusal = 'OTHER_STAY' | 'NOT_OPEN' | 'STAY_DATES' | 'NO_DISCOUNT';

export type DealCheck = { applies: true } | { applies: false; reason: DealRefusal };

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The deal applies when it is for this stay, on sale at `now` (00:00 KST of its sale start day to
 * 24:00 KST of its end day, sale-window.ts) and every night of the stay (check-in .. check-out − 1)
 * lies within its stay dates.
 */
export function checkDeal(deal: DealTerms, stay: { propertyIdx: number; checkIn: string; checkOut: string }, now: Date): DealCheck {
  if (deal.propertyIdx !== stay.propertyIdx) return { applies: false, reason: 'OTHER_STAY' };
  if (saleWindow(deal, now).state !== 'OPEN') return { applies: false, reason: 'NOT_OPEN' };
  const lastNight = addDays(stay.checkOut, -1);
  if (stay.checkIn < deal.stayStartDate || lastNight > deal.stayEndDate || lastNight < stay.checkIn) return { applies: false, reason: 'STAY_DATES' };
  if (deal.discountRate <= 0 || deal.discountRate >= 100) return { applies: false, reason: 'NO_DISCOUNT' };
  return { applies: true };
}

/**
 * The deal price of an amount: `discountRate` percent off, rounded DOWN to 100 won (like the member
 * price: the traveller never pays more than the percent says). The deal comes off the price the
 * member would pay (the member price for Silver and Gold), before coupons and points.
 */
export const dealAmountOf = (amount: number, discountRate: number): number => Math.floor((amount * (100 - discountRate)) / 100 / 100) * 100;

/** What the deal takes off `amount` (0 when it does not apply). */
export function dealDiscount(deal: DealTerms, stay: { propertyIdx: number; checkIn: string; checkOut: string }, amount: number, now: Date): { check: DealCheck; promotionAmount: number } {
  const check = checkDeal(deal, stay, now);
  return { check, promotionAmount: check.applies ? amount - dealAmountOf(amount, deal.discountRate) : 0 };
}
