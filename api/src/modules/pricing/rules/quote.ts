// One rate plan, one stay: the SPEC §3 amounts, availability and cancellation. Pure: the same rows
// give the same quote wherever it is computed (results, product page, booking, payment).
import { extraGuestFeePerNight, fitsRoom, splitParty, type RoomParty } from './occupancy';
import { addDays, stayNights } from '../../../lib/days';
import type { NightRate, NightsSummary, Quote, QuoteAmounts, RatePlanTerms, StayCondition } from './types';

/** Sums a plan's nightly rows over the stay's nights (rows of other dates are ignored). */
export function summarizeNights(rows: readonly NightRate[], nights: readonly string[]): NightsSummary {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  let found = 0;
  let priceSum = 0;
  let minStock = Number.POSITIVE_INFINITY;
  for (const date of nights) {
    const row = byDate.get(date);
    if (!row) continue;
    found += 1;
    priceSum += row.price;
    minStock = Math.min(minStock, row.stock);
  }
  return { nights: nights.length, found, priceSum, minStock: found === nights.length && found > 0 ? minStock : 0 };
}

/** Rounds down to a multiple of `unit` won. */
const floorTo = (amount: number, unit: number): number => Math.floor(amount / unit) * unit;

/** Normal total: every night's price for every room, plus the extra-guest fee for every night. */
export const normalAmountOf = (priceSum: number, rooms: number, extraFeePerNight: number, nights: number): number => priceSum * rooms + extraFeePerNight * nights;

/** The member price is rounded DOWN to 100 won: the member never pays more than the percent says. */
export const awesomeAmountOf = (normalAmount: number, awesomeDiscountPct: number): number => floorTo((normalAmount * (100 - awesomeDiscountPct)) / 100, 100);

export function amountsOf(plan: RatePlanTerms, summary: NightsSummary, party: readonly RoomParty[], rooms: number): QuoteAmounts {
  const feePerNight = extraGuestFeePerNight(plan, party);
  const normalAmount = normalAmountOf(summary.priceSum, rooms, feePerNight, summary.nights);
  const awesomeAmount = awesomeAmountOf(normalAmount, plan.awesomeDiscountPct);
  return {
    normalAmount,
    awesomeAmount,
    awesomePer: plan.awesomeDiscountPct,
    discountAmount: normalAmount - awesomeAmount,
    cashbackRate: plan.cashbackPct,
    // Cashback is paid on what the member pays, in 10-won units.
    cashbackAmount: floorTo((awesomeAmount * plan.cashbackPct) / 100, 10),
    perNight: Math.round(normalAmount / summary.nights),
    extraGuestFee: feePerNight * summary.nights,
  };
}

/** SPEC §4 Cancellation text: free until `cancelFreeDays` before check-in, if that day is not past. */
export function cancellation(plan: Pick<RatePlanTerms, 'cancelFreeDays'>, checkIn: string, today: string): { freeCancel: boolean; cancelDate: string | null } {
  if (plan.cancelFreeDays === null) return { freeCancel: false, cancelDate: null };
  const cancelDate = addDays(checkIn, -plan.cancelFreeDays);
  return cancelDate >= today ? { freeCancel: true, cancelDate } : { freeCancel: false, cancelDate: null };
}

/**
 * Quotes a plan from the summary of its nights. `party` may be passed when many plans are quoted
 * for the same condition (the results page); otherwise it is split here.
 */
export function quoteFromSummary(
  plan: RatePlanTerms,
  summary: NightsSummary,
  condition: StayCondition,
  today: string,
  party: readonly RoomParty[] | null = splitParty(condition.adults, condition.childAges, condition.rooms),
): Quote {
  const fits = party !== null && fitsRoom(plan, party);
  const onSale = summary.nights > 0 && summary.found === summary.nights;
  const amounts = onSale && party !== null ? amountsOf(plan, summary, party, condition.rooms) : null;
  return {
    ratePlanIdx: plan.ratePlanIdx,
    nights: summary.nights,
    fits,
    available: fits && onSale && summary.minStock >= condition.rooms,
    stock: summary.minStock,
    amounts,
    ...cancellation(plan, condition.checkIn, today),
  };
}

/** Quotes a plan from its nightly rows (the product and booking pages). */
export function quoteRatePlan(plan: RatePlanTerms, rows: readonly NightRate[], condition: StayCondition, today: string): Quote {
  return quoteFromSummary(plan, summarizeNights(rows, stayNights(condition.checkIn, condition.checkOut)), condition, today);
}
