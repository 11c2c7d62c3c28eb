// Short lists of stays (recommended, a theme's stays) priced live by the engine: a handful of
// stays, so their plans and nights are read directly (pricing/rules/stay-pricer.ts), as on the product page.
import type { Locale } from '../../../lib/locale';
import { addDays, priceStays, type StayCondition } from '../../pricing';
import type { Repos } from '../stores';
import { toCard, type ProductCard } from './cards';
import type { StayPrice } from './price-city';
import type { SearchStore } from './search-store';

/** SPEC §9 default search: 2 adults, no children, 1 room, one night. */
export const oneNightForTwo = (checkIn: string): StayCondition => ({ checkIn, checkOut: addDays(checkIn, 1), adults: 2, childAges: [], rooms: 1 });

/**
 * SPEC §9 default check-in: 10 days from today, "pushed past a Friday or Saturday by 7 minus the
 * weekday" (Friday +2, Saturday +1: the following Sunday), as shared/stores/search-defaults.ts.
 */
export function defaultCheckIn(today: string): string {
  const day = addDays(today, 10);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6 ? addDays(day, 7 - weekday) : day;
}

export async function pricedCards(idxs: readonly number[], condition: StayCondition, today: string, repos: Repos, store: SearchStore, locale: Locale): Promise<ProductCard[]> {
  const [index, stays, priced] = await Promise.all([store.index(), repos.catalog.staysByIdx(idxs), priceStays(repos.catalogRates.source, idxs, condition, today)]);
  return stays.map((stay) => {
    const shown = priced.get(stay.idx)?.display ?? null;
    const a = shown?.quote.amounts;
    const price: StayPrice | null = shown && a
      ? { displayAmount: a.normalAmount, awesomeAmount: a.awesomeAmount, awesomePer: a.awesomePer, perNight: a.perNight, soldOut: shown.soldOut, freeCancel: shown.quote.freeCancel }
      : null;
    return toCard(stay, price, 1, index, locale);
  });
}
