import { createRng } from '../../../../db/seed/random';
import { displayPricesByStay, type NightColumns } from '../batch';
import { displayPrice } from '../lowest';
import { quoteFromSummary } from '../quote';
import type { RatePlanTerms, StayCondition } from '../types';

// The batch form must decide exactly as the one-plan path, whatever the plans, nights and party.
describe('displayPricesByStay', () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])('agrees with quoteFromSummary + displayPrice (random city %i)', (seed) => {
    const rng = createRng(`batch-${seed}`);
    const stayCount = 60;
    const plans: RatePlanTerms[] = [];
    const planStay: number[] = [];
    for (let s = 0; s < stayCount; s += 1) {
      for (let k = rng.int(0, 5); k > 0; k -= 1) {
        const basic = rng.int(1, 4);
        plans.push({
          ratePlanIdx: plans.length + 1 + rng.int(0, 3) * 1000,
          basicOccupancy: basic,
          maxOccupancy: basic + rng.int(0, 2),
          extraAdultFee: rng.pick([0, 20000, 30000]),
          extraChildFee: rng.pick([0, 10000, 15000]),
          awesomeDiscountPct: rng.int(0, 15),
          cashbackPct: rng.int(0, 5),
          cancelFreeDays: rng.pick([null, 1, 3, 7, 30]),
        });
        planStay.push(s);
      }
    }
    const n = rng.int(1, 4);
    const nights: NightColumns[] = Array.from({ length: n }, () => ({
      // Equal prices are common, so ties go through the tie-breaks.
      prices: Int32Array.from(plans, () => rng.pick([50000, 80000, 80000, 120000, 123400])),
      stocks: Int32Array.from(plans, () => rng.pick([-1, 0, 1, 2, 5, 5, 5, 5])),
    }));
    const condition: StayCondition = { checkIn: '2030-05-10', checkOut: `2030-05-${10 + n}`, adults: rng.int(1, 4), childAges: rng.pick([[], [1], [5], [3, 9]]), rooms: rng.int(1, 2) };
    const batch = displayPricesByStay(plans, Int32Array.from(planStay), stayCount, nights, condition, '2030-05-01');
    for (let s = 0; s < stayCount; s += 1) {
      const quotes = plans
        .map((plan, p) => ({ plan, p }))
        .filter(({ p }) => planStay[p] === s)
        .map(({ plan, p }) => {
          const rows = nights.filter((night) => night.stocks[p]! >= 0);
          const summary = { nights: n, found: rows.length, priceSum: rows.reduce((sum, night) => sum + night.prices[p]!, 0), minStock: rows.length === n ? Math.min(...rows.map((night) => night.stocks[p]!)) : 0 };
          return quoteFromSummary(plan, summary, condition, '2030-05-01');
        });
      expect(batch[s]).toEqual(displayPrice(quotes));
    }
  });
});
