// The main page's recommended stays: the most popular stay of each city (of the nations the
// search type names), priced for checkInDate + 1 night, 2 adults (the contract), or for the
// visitor's stored search when the page sends it.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { TtlCache } from '../../../lib/lru-cache';
import { addDays, checkCondition, koreanDay } from '../../pricing';
import type { CatalogIndex } from '../search/catalog-index';
import type { SearchStore } from '../search/search-store';
import { oneNightForTwo, pricedCards } from '../search/short-lists';
import { reposOf } from '../stores';

const RECOMMENDED = 12;

export interface RecommendRequest {
  checkInDate: string;
  searchType?: string | null;
  checkOutDate?: string;
  adtCnt?: number;
  chdCnt: number;
  chdAges: number[];
  count: number;
}

/** searchType names no values (SPEC §7): DOMESTIC / KR, OVERSEAS / GLOBAL, a nation code, or all. */
function nationsFor(searchType: string, index: CatalogIndex): string[] | null {
  const t = searchType.toUpperCase();
  if (t === 'DOMESTIC') return ['KR'];
  if (t === 'OVERSEAS' || t === 'GLOBAL') return index.nations.map((n) => n.code).filter((c) => c !== 'KR');
  return index.nationByCode.has(t) ? [t] : null;
}

// Which stays are recommended changes only with the catalogue: kept a few minutes, one cache per
// search store (one per app).
const recommendedOf = new WeakMap<SearchStore, TtlCache<number[]>>();
function recommendedCache(store: SearchStore): TtlCache<number[]> {
  let cache = recommendedOf.get(store);
  if (!cache) {
    cache = new TtlCache<number[]>(20, 5 * 60_000);
    recommendedOf.set(store, cache);
  }
  return cache;
}

export async function recommendStays(app: FastifyInstance, store: SearchStore, body: RecommendRequest, locale: Locale) {
  const repos = reposOf(app.database.orm);
  const today = koreanDay(app.clock());
  if (body.checkInDate < today) throw new AppError('INVALID_INPUT', { issues: [{ field: 'checkInDate', rule: 'INVALID' }] });
  const own = body.checkOutDate !== undefined || body.adtCnt !== undefined
    ? checkCondition({ checkInDate: body.checkInDate, checkOutDate: body.checkOutDate ?? addDays(body.checkInDate, 1), adtCnt: body.adtCnt ?? 2, chdCnt: body.chdCnt, chdAges: body.chdAges, count: body.count }, app.clock())
    : null;
  const priced = own
    ? { checkIn: own.checkInDate, checkOut: own.checkOutDate, adults: own.adtCnt, childAges: own.chdAges, rooms: own.count }
    : oneNightForTwo(body.checkInDate);
  const index = await store.index();
  const nations = nationsFor(body.searchType ?? '', index);
  const key = nations?.join(',') ?? 'ALL';
  const idxs = await recommendedCache(store).getOrLoad(key, () => repos.catalog.topStaysPerCity(1, nations, RECOMMENDED));
  return { products: await pricedCards(idxs, priced, today, repos, store, locale) };
}
