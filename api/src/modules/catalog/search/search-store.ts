// The content service's in-memory view of the catalogue for search, per app instance: the
// location index, city blocks, night blocks and priced cities, each in a TtlCache (README.md).
import { addDays, nightsBetween, stayNights, type StayCondition } from '../../pricing';
import { COUNTED_CHILD_AGE } from '../../pricing';
import { stockChanged } from '../../../lib/stock-events';
import type { Repos } from '../stores';
import type { SearchHit } from '../store/search';
import type { ContentConfig } from '../config';
import { TtlCache } from '../../../lib/lru-cache';
import { loadCatalogIndex, type CatalogIndex } from './catalog-index';
import { buildCityBlock, buildNightBlock, type CityBlock, type NightBlock } from './city-block';
import { buildKeywordIndex, type KeywordIndex } from './keyword-index';
import { warmScopes } from './scopes';
import { priceCity, type PricedCity } from './price-city';

export const KEYWORD_RESULTS = 20;

export function createSearchStore(repos: Repos, config: ContentConfig) {
  // Catalogue structure: served while a reload runs in the background (stale-while-revalidate).
  const index = new TtlCache<CatalogIndex>(1, config.catalogTtlMs, { staleWhileRevalidate: true });
  const blocks = new TtlCache<CityBlock & { gen: number }>(64, config.catalogTtlMs, { staleWhileRevalidate: true });
  const keywordIndex = new TtlCache<KeywordIndex>(1, config.catalogTtlMs, { staleWhileRevalidate: true });
  // Stock: a hot night is reloaded in the background when its minute is up (nobody waits on it).
  const nights = new TtlCache<NightBlock>(3000, config.nightsTtlMs, { staleWhileRevalidate: true });
  // A search's next page, sort or filter reuses its priced city; few entries, as most conditions differ.
  const priced = new TtlCache<PricedCity>(200, config.nightsTtlMs, { staleWhileRevalidate: true });
  const keywords = new TtlCache<SearchHit[]>(5000, config.keywordTtlMs);
  // The answer as sent, per language: a repeated keyword costs no mapping and no JSON encoding.
  const keywordAnswers = new TtlCache<string>(15000, config.keywordTtlMs);
  let generation = 0;
  const loadKeywordIndex = () => keywordIndex.getOrLoad('keywords', async () => buildKeywordIndex(await repos.catalogSearch.entries()));

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

  /** Night blocks and priced cities are keyed `${cityIdx}:...`: one city's, or all. */
  const dropStock = (cityIdx?: number): void => {
    if (cityIdx === undefined) {
      nights.clear();
      priced.clear();
    } else {
      nights.deletePrefix(`${cityIdx}:`);
      priced.deletePrefix(`${cityIdx}:`);
    }
  };

  const warmth = { cities: 0, citiesDone: 0, nights: 0, done: false };

  /**
   * Loads the nights of every city for `days` days from `today` (config.warmDays), one query per
   * city, most popular first, and each city's area scopes and facet counts (find-products.ts);
   * one city at a time, so travellers' queries are never queued behind it.
   */
  async function warm(today: string, days: number): Promise<void> {
    const catalog = await index.getOrLoad('index', () => loadCatalogIndex(repos));
    const cities = catalog.locations.filter((l) => l.level === 'city').sort((a, b) => b.popularity - a.popularity);
    warmth.cities = cities.length;
    const dates = Array.from({ length: days }, (_, i) => addDays(today, i));
    for (const city of cities) {
      const block = await cityBlock(city.idx);
      warmScopes(block, catalog);
      const loaded = await repos.catalogRates.cityNights(city.idx, dates);
      for (const night of loaded) nights.set(`${block.cityIdx}:${block.gen}:${night.date}`, buildNightBlock(block, night.date, night));
      warmth.nights += loaded.length;
      warmth.citiesDone += 1;
    }
    warmth.done = true;
  }

  return {
    index: () => index.getOrLoad('index', () => loadCatalogIndex(repos)),
    warm,
    cityBlock,

    /**
     * The stays of a city a search keeps (`scope`: a name and the plan positions of its stays; null
     * plans = the whole city) priced for the condition, shared by every sort, filter and page of it.
     */
    async pricedCity(block: CityBlock & { gen: number }, condition: StayCondition, today: string, scope: { key: string; plans: Int32Array | null }): Promise<PricedCity> {
      // Only what changes a price is in the key: the party as the engine counts it, rooms, dates, today.
      const counted = condition.childAges.filter((a) => a >= COUNTED_CHILD_AGE).length;
      const key = `${block.cityIdx}:${block.gen}:${scope.key}:${condition.checkIn}:${condition.checkOut}:${condition.adults}:${counted}:${condition.rooms}:${today}`;
      return priced.getOrLoad(key, async () => {
        const dates = nightsBetween(condition.checkIn, condition.checkOut) > 0 ? stayNights(condition.checkIn, condition.checkOut) : [];
        const nightBlocks = await Promise.all(dates.map((d) => nightBlock(block, d)));
        return priceCity(block, nightBlocks, condition, today, scope.plans);
      });
    },

    keywordIndex: loadKeywordIndex,

    /**
     * Locations and stays by name; when fewer than 20 stays are named so, the most popular stays
     * of the best location follow ('tokyo' lists the stays named Tokyo, then other stays in Tokyo).
     */
    keyword: (query: string) =>
      keywords.getOrLoad(query, async () => (await loadKeywordIndex()).search(query, KEYWORD_RESULTS)),

    keywordAnswer: (query: string, locale: string, build: () => Promise<string>) => keywordAnswers.getOrLoad(`${locale}:${query}`, build),

    /**
     * Booking calls this after it changes stock (of one city, or of any), so results stop showing
     * the old stock at once, in this process and (through the primary) in the other API workers.
     */
    invalidateStock(cityIdx?: number): void {
      stockChanged(cityIdx);
    },

    /** This store's stock caches only (the content service calls it on every stock event). */
    dropStock,

    stats: () => {
      const of = (c: TtlCache<unknown>) => ({ hits: c.hits, misses: c.misses });
      return { answers: of(keywordAnswers), keyword: of(keywords), priced: of(priced), nights: of(nights), warm: { ...warmth } };
    },
  };
}

export type SearchStore = ReturnType<typeof createSearchStore>;
