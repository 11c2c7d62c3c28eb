// One city's stays and rate plans in memory, and its nights as typed arrays aligned with the plans
// (README.md "How a search runs"): the results page prices thousands of plans in
// microseconds instead of aggregating thousands of rows per request.
import type { StaySummary } from '../store/catalog';
import type { CityNight, PlanTermsRow } from '../store/rates';

export interface CityBlock {
  cityIdx: number;
  /** Most popular first. */
  stays: StaySummary[];
  stayPos: Map<number, number>;
  plans: PlanTermsRow[];
  /** Position in `stays` of each plan's stay. */
  planStay: Int32Array;
  planPos: Map<number, number>;
  /** planPosDense[ratePlanIdx - firstPlanIdx] = position (-1: not this city's), when ids are dense. */
  firstPlanIdx: number;
  planPosDense: Int32Array | null;
  /** Stay positions of an area or sub-area, and facet counts per scope (find-products.ts). */
  memo: Map<string, unknown>;
}

/** One night of a city: price and stock per plan position; stock -1 = no row (not on sale). */
export interface NightBlock {
  block: CityBlock;
  date: string;
  prices: Int32Array;
  stocks: Int32Array;
}

export function buildCityBlock(cityIdx: number, stays: StaySummary[], plans: PlanTermsRow[]): CityBlock {
  const stayPos = new Map(stays.map((s, i) => [s.idx, i]));
  const kept = plans.filter((p) => stayPos.has(p.propertyIdx));
  const planStay = new Int32Array(kept.length);
  kept.forEach((p, i) => (planStay[i] = stayPos.get(p.propertyIdx)!));
  // The seed numbers a city's plans almost consecutively: an array beats a Map per night row.
  const ids = kept.map((p) => p.ratePlanIdx);
  const first = ids.reduce((m, id) => Math.min(m, id), Number.POSITIVE_INFINITY);
  const span = ids.length > 0 ? ids.reduce((m, id) => Math.max(m, id), 0) - first + 1 : 0;
  let planPosDense: Int32Array | null = null;
  if (span > 0 && span <= 4 * ids.length) {
    planPosDense = new Int32Array(span).fill(-1);
    ids.forEach((id, i) => (planPosDense![id - first] = i));
  }
  return { cityIdx, stays, stayPos, plans: kept, planStay, planPos: new Map(ids.map((id, i) => [id, i])), firstPlanIdx: first, planPosDense, memo: new Map() };
}

export function buildNightBlock(block: CityBlock, date: string, night: CityNight | undefined): NightBlock {
  const prices = new Int32Array(block.plans.length);
  const stocks = new Int32Array(block.plans.length).fill(-1);
  if (night) {
    const dense = block.planPosDense;
    for (let i = 0; i < night.ratePlanIdxs.length; i += 1) {
      const id = night.ratePlanIdxs[i]!;
      const pos = dense ? (dense[id - block.firstPlanIdx] ?? -1) : (block.planPos.get(id) ?? -1);
      if (pos < 0) continue;
      prices[pos] = night.prices[i]!;
      stocks[pos] = night.stocks[i]!;
    }
  }
  return { block, date, prices, stocks };
}
