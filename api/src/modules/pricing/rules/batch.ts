// The display price of many stays at once (the results page prices a whole city per condition):
// the same decision as quoteFromSummary + displayPrice for every plan, in columns (typed arrays),
// materialising a full quote only for the stays a page shows. Same money functions
// (normalAmountOf, awesomeAmountOf, amountsOf), same choice (cheaperOf);
// __tests__/batch.test.ts checks it against the one-plan path.
import { cheaperOf, type DisplayPrice } from './lowest';
import { extraGuestFeePerNight, largestRoom, splitParty } from './occupancy';
import { amountsOf, awesomeAmountOf, cancellation, normalAmountOf } from './quote';
import type { RatePlanTerms, StayCondition } from './types';

/** One night of many plans: price and stock by plan position; stock < 0 = no price that night. */
export interface NightColumns {
  prices: Int32Array;
  stocks: Int32Array;
}

/**
 * Per stay: the shown plan's position (-1: nothing to show), its totals, and availability. Integer
 * won and rooms, in one buffer: a results page makes one of these per request, and fewer, smaller
 * off-heap buffers mean fewer full garbage collections under load.
 */
export interface StayPriceColumns {
  plan: Int32Array;
  normal: Int32Array;
  awesome: Int32Array;
  available: Uint8Array;
  /** The shown plan's price sum over the nights and fewest rooms left. */
  priceSum: Int32Array;
  minStock: Int32Array;
}

function emptyColumns(stayCount: number): StayPriceColumns {
  const buffer = new ArrayBuffer(stayCount * 21);
  const ints = (i: number) => new Int32Array(buffer, i * stayCount * 4, stayCount);
  return { plan: ints(0).fill(-1), normal: ints(1), awesome: ints(2), priceSum: ints(3), minStock: ints(4), available: new Uint8Array(buffer, 20 * stayCount, stayCount) };
}

/**
 * `planStay[p]` is the position (0..stayCount-1) of plan p's stay; `nights` are the stay's nights
 * in any order. `only` limits the work to some plans (the stays of one area); the others' stays
 * are left without a price.
 */
export function priceColumns(
  plans: readonly RatePlanTerms[],
  planStay: Int32Array,
  stayCount: number,
  nights: readonly NightColumns[],
  condition: StayCondition,
  only: Int32Array | null = null,
): StayPriceColumns {
  const cols = emptyColumns(stayCount);
  const party = splitParty(condition.adults, condition.childAges, condition.rooms);
  const n = nights.length;
  if (party === null || n === 0) return cols;
  const fullest = largestRoom(party); // fitsRoom: fullest <= maxOccupancy
  const count = only ? only.length : plans.length;
  for (let i = 0; i < count; i += 1) {
    const p = only ? only[i]! : i;
    const plan = plans[p]!;
    if (plan.maxOccupancy < fullest) continue;
    let priceSum = 0;
    let minStock = Number.POSITIVE_INFINITY;
    let onSale = true;
    for (let k = 0; k < n && onSale; k += 1) {
      const stock = nights[k]!.stocks[p]!;
      if (stock < 0) onSale = false;
      else {
        priceSum += nights[k]!.prices[p]!;
        if (stock < minStock) minStock = stock;
      }
    }
    if (!onSale) continue;
    // No room holds more than the plan's basic occupancy: no extra-guest fee (the common case).
    const fee = fullest <= plan.basicOccupancy ? 0 : extraGuestFeePerNight(plan, party);
    const normal = normalAmountOf(priceSum, condition.rooms, fee, n);
    const available = minStock >= condition.rooms ? 1 : 0;
    const s = planStay[p]!;
    const current = cols.plan[s]!;
    // A plan that loses on availability or on the normal total needs no member price.
    if (current >= 0 && (available < cols.available[s]! || (available === cols.available[s]! && normal > cols.normal[s]!))) continue;
    const awesome = awesomeAmountOf(normal, plan.awesomeDiscountPct);
    // An available plan beats any sold-out one; between equals, the cheaper (displayPrice's rule).
    if (
      current < 0 ||
      available > cols.available[s]! ||
      cheaperOf(normal, awesome, plan.ratePlanIdx, cols.normal[s]!, cols.awesome[s]!, plans[current]!.ratePlanIdx) < 0
    ) {
      cols.plan[s] = p;
      cols.normal[s] = normal;
      cols.awesome[s] = awesome;
      cols.available[s] = available;
      cols.priceSum[s] = priceSum;
      cols.minStock[s] = minStock;
    }
  }
  return cols;
}

/** The full displayed quote of stay `s` (what displayPrice returns for its plans' quotes). */
export function displayPriceAt(
  cols: StayPriceColumns,
  s: number,
  plans: readonly RatePlanTerms[],
  nights: number,
  condition: StayCondition,
  today: string,
): DisplayPrice | null {
  const p = cols.plan[s]!;
  if (p < 0) return null;
  const plan = plans[p]!;
  const party = splitParty(condition.adults, condition.childAges, condition.rooms)!;
  const amounts = amountsOf(plan, { nights, found: nights, priceSum: cols.priceSum[s]!, minStock: cols.minStock[s]! }, party, condition.rooms);
  const available = cols.available[s] === 1;
  return {
    quote: { ratePlanIdx: plan.ratePlanIdx, nights, fits: true, available, stock: cols.minStock[s]!, amounts, ...cancellation(plan, condition.checkIn, today) },
    soldOut: !available,
  };
}

/** Every stay's displayed quote (null: no fitting plan on sale for the stay). */
export function displayPricesByStay(
  plans: readonly RatePlanTerms[],
  planStay: Int32Array,
  stayCount: number,
  nights: readonly NightColumns[],
  condition: StayCondition,
  today: string,
): (DisplayPrice | null)[] {
  const cols = priceColumns(plans, planStay, stayCount, nights, condition);
  return Array.from({ length: stayCount }, (_, s) => displayPriceAt(cols, s, plans, nights.length, condition, today));
}
