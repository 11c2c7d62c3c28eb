// One city's stays and rate plans in memory, and its nights as typed arrays aligned with the plans
// (search/README in services/content/README.md): the results page prices thousands of plans in
// microseconds instead of aggregating thousands of rows per request.
import type { StaySummary } from '../../../repositories/catalog';
import type { CityNight, PlanTermsRow } from '../../../repositories/catalog-rates';

export interface CityBlock {
  cityIdx: number;
  /** Most popular first. */
  stays: StaySummary[];
  stayPos: Map<number, number>;
  plans: PlanTermsRow[];
  /** Position in `stays` of each plan's stay. */
  planStay: Int32Array;
  planPos: Map<number, number>;
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
  return { cityIdx, stays, stayPos, plans: kept, planStay, planPos: new Map(kept.map((p, i) => [p.ratePlanIdx, i])) };
}

export function buildNightBlock(block: CityBlock, date: string, night: CityNight | undefined): NightBlock {
  const prices = new Int32Array(block.plans.length);
  const stocks = new Int32Array(block.plans.length).fill(-1);
  if (night) {
    for (let i = 0; i < night.ratePlanIdxs.length; i += 1) {
      const pos = block.planPos.get(night.ratePlanIdxs[i]!);
      if (pos === undefined) continue;
      prices[pos] = night.prices[i]!;
      stocks[pos] = night.stocks[i]!;
    }
  }
  return { block, date, prices, stocks };
}
