// Prices every stay of a city for one condition with the price engine's column form
// (pricing/rules/batch.ts: the same amounts and the same choice as the product page, plan by plan).
// Sorting and filtering read the columns; full amounts are made only for the cards shown.
import { displayPriceAt, priceColumns, type StayCondition, type StayPriceColumns } from '../../pricing';
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
  cols: StayPriceColumns;
  /** The card price of the stay at `pos` (null: no fitting plan on sale). */
  priceAt(pos: number): StayPrice | null;
  /** Orders and price ranges computed once per priced city (find-products.ts). */
  memo: Map<string, unknown>;
}

/** `plans`: the plan positions of the stays the search keeps (null: the whole city). */
export function priceCity(block: CityBlock, nights: readonly NightBlock[], condition: StayCondition, today: string, plans: Int32Array | null = null): PricedCity {
  const cols = priceColumns(block.plans, block.planStay, block.stays.length, nights, condition, plans);
  const made = new Map<number, StayPrice | null>();
  const priceAt = (pos: number): StayPrice | null => {
    let price = made.get(pos);
    if (price !== undefined) return price;
    const shown = displayPriceAt(cols, pos, block.plans, nights.length, condition, today);
    const a = shown?.quote.amounts;
    price = shown && a
      ? { displayAmount: a.normalAmount, awesomeAmount: a.awesomeAmount, awesomePer: a.awesomePer, perNight: a.perNight, soldOut: shown.soldOut, freeCancel: shown.quote.freeCancel }
      : null;
    made.set(pos, price);
    return price;
  };
  return { block, cols, priceAt, memo: new Map() };
}
