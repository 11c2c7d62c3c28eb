// Prices every stay of a city for one condition with the price engine: per plan, the nights are
// summed from the night blocks (the same numbers the aggregate query would return), then
// quoteFromSummary and displayPrice decide exactly as on the product page.
import { displayPrice, quoteFromSummary, splitParty, type Quote, type StayCondition } from '../../../pricing';
import type { CityBlock, NightBlock } from './city-block';

export interface StayPrice {
  displayAmount: number;
  awesomeAmount: number;
  awesomePer: number;
  perNight: number;
  soldOut: boolean;
  freeCancel: boolean;
}

export interface PricedCity {
  block: CityBlock;
  /** Aligned with block.stays; null = no fitting plan on sale for the stay. */
  prices: (StayPrice | null)[];
}

export function priceCity(block: CityBlock, nights: readonly NightBlock[], condition: StayCondition, today: string): PricedCity {
  const party = splitParty(condition.adults, condition.childAges, condition.rooms);
  const quotes: Quote[][] = block.stays.map(() => []);
  const n = nights.length;
  for (let p = 0; p < block.plans.length; p += 1) {
    let found = 0;
    let priceSum = 0;
    let minStock = Number.POSITIVE_INFINITY;
    for (const night of nights) {
      const stock = night.stocks[p]!;
      if (stock < 0) continue;
      found += 1;
      priceSum += night.prices[p]!;
      if (stock < minStock) minStock = stock;
    }
    const summary = { nights: n, found, priceSum, minStock: found === n && n > 0 ? minStock : 0 };
    quotes[block.planStay[p]!]!.push(quoteFromSummary(block.plans[p]!, summary, condition, today, party));
  }
  const prices = quotes.map((list): StayPrice | null => {
    const shown = displayPrice(list);
    if (!shown) return null;
    const a = shown.quote.amounts!;
    return {
      displayAmount: a.normalAmount,
      awesomeAmount: a.awesomeAmount,
      awesomePer: a.awesomePer,
      perNight: a.perNight,
      soldOut: shown.soldOut,
      freeCancel: shown.quote.freeCancel,
    };
  });
  return { block, prices };
}
