// Live pricing of a few stays straight from the database (product page, booking, recommended and
// theme lists): one query for the plans, one for their nights, then the pure engine.
import { displayPrice, type DisplayPrice } from './lowest';
import { splitParty } from './occupancy';
import { quoteFromSummary, summarizeNights } from './quote';
import { stayNights } from '../../../lib/days';
import type { NightRate, Quote, RatePlanTerms, StayCondition } from './types';

/** Implemented by the catalog module's store/rates.ts. */
export interface RatesSource {
  ratePlanTerms(propertyIdxs: readonly number[]): Promise<(RatePlanTerms & { propertyIdx: number })[]>;
  nights(ratePlanIdxs: readonly number[], dates: readonly string[]): Promise<(NightRate & { ratePlanIdx: number })[]>;
}

export interface PricedStay {
  propertyIdx: number;
  /** Every plan of the stay, in the order the source gave them. */
  quotes: Quote[];
  display: DisplayPrice | null;
  /** The nightly rows each quote was made from (the product page's nightlyRateList). */
  nightsByPlan: Map<number, NightRate[]>;
}

export async function priceStays(source: RatesSource, propertyIdxs: readonly number[], condition: StayCondition, today: string): Promise<Map<number, PricedStay>> {
  const out = new Map<number, PricedStay>();
  if (propertyIdxs.length === 0) return out;
  const plans = await source.ratePlanTerms(propertyIdxs);
  const dates = stayNights(condition.checkIn, condition.checkOut);
  const rows = plans.length > 0 && dates.length > 0 ? await source.nights(plans.map((p) => p.ratePlanIdx), dates) : [];
  const nightsByPlan = new Map<number, NightRate[]>();
  for (const r of rows) {
    const list = nightsByPlan.get(r.ratePlanIdx) ?? [];
    list.push({ date: r.date, price: r.price, stock: r.stock });
    nightsByPlan.set(r.ratePlanIdx, list);
  }
  const party = splitParty(condition.adults, condition.childAges, condition.rooms);
  for (const idx of propertyIdxs) out.set(idx, { propertyIdx: idx, quotes: [], display: null, nightsByPlan: new Map() });
  for (const plan of plans) {
    const stay = out.get(plan.propertyIdx);
    if (!stay) continue;
    const planNights = nightsByPlan.get(plan.ratePlanIdx) ?? [];
    stay.nightsByPlan.set(plan.ratePlanIdx, planNights);
    stay.quotes.push(quoteFromSummary(plan, summarizeNights(planNights, dates), condition, today, party));
  }
  for (const stay of out.values()) stay.display = displayPrice(stay.quotes);
  return out;
}
