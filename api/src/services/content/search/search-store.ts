// The content service's in-memory view of the catalogue for search, per app instance: the
// location index, city blocks, night blocks and priced cities, each in a TtlCache (README.md).
import { nightsBetween, stayNights, type StayCondition } from '../../../pricing';
import { COUNTED_CHILD_AGE } from '../../../pricing/occupancy';
import type { Repositories } from '../../../repositories';
import type { SearchHit } from '../../../repositories/catalog-search';
import type { ContentConfig } from '../config';
import { TtlCache } from '../lib/ttl-cache';
import { loadCatalogIndex, type CatalogIndex } from './catalog-index';
import { buildCityBlock, buildNightBlock, type CityBlock, type NightBlock } from './city-block';
import { priceCity, type PricedCity } from './price-city';

export const KEYWORD_RESULTS = 20;

export function createSearchStore(repos: Repositories, config: ContentConfig) {
  const index = new TtlCache<CatalogIndex>(1, config.catalogTtlMs);
  const blocks = new TtlCache<CityBlock & { gen: number }>(64, config.catalogTtlMs);
  const nights = new TtlCache<NightBlock>(6000, config.nightsTtlMs);
  const priced = new TtlCache<PricedCity>(600, config.nightsTtlMs);
  const keywords = new TtlCache<SearchHit[]>(5000, config.keywordTtlMs);
  let generation = 0;

  const cityBlock = (cityIdx: number) =>
    blocks.getOrLoad(String(cityIdx), async () => {
      const [stays, plans] = await Promise.all([repos.catalog.cityStays(cityIdx), repos.catalogRates.cityPlanTerms(cityIdx)]);
      generation += 1;
      return { ...buildCityBlock(cityIdx, stays, plans), gen: generation };
    });

  const nightBlock = (block: CityBlock & { gen: number }, date: string) =>
    nights.getOrLoad(`${block.cityIdx}:${block.gen}:${date}`, async () => {
      const [night] = await repos.catalogRates.cityNights(block.cityIdx, [date]);
      return buildNightBlock(block, date, night);
    });

  return {
    index: () => index.getOrLoad('index', () => loadCatalogIndex(repos)),
    cityBlock,

    /** Every stay of a city priced for the condition (shared by all sorts, filters and pages). */
    async pricedCity(cityIdx: number, condition: StayCondition, today: string): Promise<PricedCity> {
      const block = await cityBlock(cityIdx);
      // Only what changes a price is in the key: the party as the engine counts it, rooms, dates, today.
      const counted = condition.childAges.filter((a) => a >= COUNTED_CHILD_AGE).length;
      const key = `${cityIdx}:${block.gen}:${condition.checkIn}:${condition.checkOut}:${condition.adults}:${counted}:${condition.rooms}:${today}`;
      return priced.getOrLoad(key, async () => {
        const dates = nightsBetween(condition.checkIn, condition.checkOut) > 0 ? stayNights(condition.checkIn, condition.checkOut) : [];
        const nightBlocks = await Promise.all(dates.map((d) => nightBlock(block, d)));
        return priceCity(block, nightBlocks, condition, today);
      });
    },

    keyword: (query: string) => keywords.getOrLoad(query, () => repos.catalogSearch.keyword(query, KEYWORD_RESULTS)),

    /** Booking (issue 5) calls this after it changes stock, so results stop showing the old stock at once. */
    invalidateStock(): void {
      nights.clear();
      priced.clear();
    },

    stats: () => ({ keyword: { hits: keywords.hits, misses: keywords.misses }, priced: { hits: priced.hits, misses: priced.misses }, nights: { hits: nights.hits, misses: nights.misses } }),
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
