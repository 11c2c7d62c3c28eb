// A stay's headline price (docs/api/content-search.md ProductCard): the lowest normal total among
// its available rate plans that fit the party.
import type { Quote } from './types';

export interface DisplayPrice {
  /** The plan whose price is shown. */
  quote: Quote;
  /** No fitting plan has stock for every night: the price shown is the lowest known one. */
  soldOut: boolean;
}

/** Which of two plans shows: lower normal total, then lower member total, then lower plan id. */
export const cheaperOf = (normalA: number, awesomeA: number, idxA: number, normalB: number, awesomeB: number, idxB: number): number =>
  normalA - normalB || awesomeA - awesomeB || idxA - idxB;

const cheaper = (a: Quote, b: Quote): number =>
  cheaperOf(a.amounts!.normalAmount, a.amounts!.awesomeAmount, a.ratePlanIdx, b.amounts!.normalAmount, b.amounts!.awesomeAmount, b.ratePlanIdx);

/** Null when no plan fits the party or none is on sale for the stay. */
export function displayPrice(quotes: readonly Quote[]): DisplayPrice | null {
  let best: Quote | null = null;
  let bestSoldOut: Quote | null = null;
  for (const q of quotes) {
    if (!q.fits || q.amounts === null) continue;
    if (q.available) {
      if (best === null || cheaper(q, best) < 0) best = q;
    } else if (bestSoldOut === null || cheaper(q, bestSoldOut) < 0) bestSoldOut = q;
  }
  if (best) return { quote: best, soldOut: false };
  return bestSoldOut ? { quote: bestSoldOut, soldOut: true } : null;
}
