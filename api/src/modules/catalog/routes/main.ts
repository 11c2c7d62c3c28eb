// The main page (docs/api/content-search.md "Main page"): banners, popular places, recommended
// stays, themes and a theme's stays.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import type { Locale } from '../../../lib/locale';
import { addDays, koreanDay } from '../../pricing';
import { code, DAY, intParam } from '../../../lib/content-fields';
import { namesOf, pick } from '../../../lib/localize';
import type { CatalogIndex } from '../search/catalog-index';
import type { SearchStore } from '../search/search-store';
import { defaultCheckIn, oneNightForTwo, pricedCards } from '../search/short-lists';
import { TtlCache } from '../../../lib/lru-cache';
import { checkCondition, ConditionBody } from '../../pricing';
import { reposOf } from '../stores';

const PlaceQuery = v.strictObject({ start: v.optional(intParam(0, 10_000), '0'), end: v.optional(intParam(0, 10_000), '10') });
/**
 * checkInDate (+1 night, 2 adults) is the contract; the main page may also send the visitor's stored
 * search (check-out, guests, rooms), and the stays are then priced for exactly that.
 */
const RecommendBody = v.strictObject({
  checkInDate: DAY,
  searchType: v.optional(v.nullable(code(20)), 'MAIN'),
  checkOutDate: v.optional(DAY),
  adtCnt: v.optional(ConditionBody.entries.adtCnt),
  chdCnt: ConditionBody.entries.chdCnt,
  chdAges: ConditionBody.entries.chdAges,
  count: ConditionBody.entries.count,
});
const ThemeParams = v.strictObject({ id: intParam(1, 2_000_000_000) });

const RECOMMENDED = 12;

/** searchType names no values (SPEC §7): DOMESTIC / KR, OVERSEAS / GLOBAL, a nation code, or all. */
function nationsFor(searchType: string, index: CatalogIndex): string[] | null {
  const t = searchType.toUpperCase();
  if (t === 'DOMESTIC') return ['KR'];
  if (t === 'OVERSEAS' || t === 'GLOBAL') return index.nations.map((n) => n.code).filter((c) => c !== 'KR');
  return index.nationByCode.has(t) ? [t] : null;
}

/** A banner that opens /search for a city also fills in the city's name for the search bar. */
function bannerLink(link: string, index: CatalogIndex, locale: Locale): string {
  if (!link.startsWith('/search?')) return link;
  const params = new URLSearchParams(link.slice('/search?'.length));
  const city = index.byCode.get(params.get('cityCode') ?? '');
  if (city && !params.has('searchText')) params.set('searchText', pick(city.names, locale));
  return `/search?${params.toString()}`;
}

export const mainRoutes = (store: SearchStore): FastifyPluginAsync => async (app) => {
  const repos = reposOf(app.database.orm);
  const recommended = new TtlCache<number[]>(20, 5 * 60_000);

  app.get('/v1/mains', async (request) => {
    const [index, banners] = await Promise.all([store.index(), repos.catalogContent.banners()]);
    return ok({
      mainBanners: banners.map((b) => ({
        idx: b.idx,
        title: pick(namesOf(b, 'title'), request.locale),
        subTitle: pick(namesOf(b, 'subTitle'), request.locale),
        imgUrl: b.imgPath,
        linkUrl: bannerLink(b.linkUrl, index, request.locale),
      })),
    });
  });

  // start .. end - 1 of the places (start=0&end=10: the first ten).
  app.get('/v1/mains/place-list', { schema: { querystring: PlaceQuery } }, async (request) => {
    const { start, end } = request.query as v.InferOutput<typeof PlaceQuery>;
    const { total, rows } = await repos.catalogContent.places(start, Math.max(0, end - start));
    return ok({
      totalPlaceCnt: total,
      start,
      end,
      placelist: rows.map((p) => ({ placeName: pick(namesOf(p, 'name'), request.locale), nationCode: p.nationCode, cityCode: p.cityCode, imgUrl: p.imgPath })),
    });
  });

  // Priced for checkInDate + 1 night, 2 adults (the contract), or for the stored search when the
  // page sends it: the most popular stay of each city.
  app.post('/v2/products/findMainRecommendProducts', { schema: { body: RecommendBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof RecommendBody>;
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
    const idxs = await recommended.getOrLoad(key, () => repos.catalog.topStaysPerCity(1, nations, RECOMMENDED));
    return ok({ products: await pricedCards(idxs, priced, today, repos, store, request.locale) });
  });

  app.get('/v1/theme-products', async (request) => {
    const themes = await repos.catalogContent.themes();
    return ok({ themes: themes.map((t) => ({ idx: t.idx, title: pick(namesOf(t, 'title'), request.locale), subTitle: pick(namesOf(t, 'subTitle'), request.locale), imgUrl: t.imgPath })) });
  });

  // The theme's stays priced for the default search (SPEC §9: default check-in, one night, two adults).
  app.get('/v1/theme-products/content/:id', { schema: { params: ThemeParams } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof ThemeParams>;
    const theme = await repos.catalogContent.theme(id);
    if (!theme) throw new AppError('NOT_FOUND');
    const today = koreanDay(app.clock());
    const idxs = await repos.catalogContent.themeProductIdxs(id);
    return ok({
      theme: { idx: theme.idx, title: pick(namesOf(theme, 'title'), request.locale), subTitle: pick(namesOf(theme, 'subTitle'), request.locale), imgUrl: theme.imgPath },
      products: await pricedCards(idxs, oneNightForTwo(defaultCheckIn(today)), today, repos, store, request.locale),
    });
  });

  // A theme page: the theme's stays priced for the visitor's own condition (SPEC §7 product body);
  // without a body, as the main page prices them.
  app.post('/v1/theme-products/:id', { schema: { params: ThemeParams, body: v.optional(ConditionBody) } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof ThemeParams>;
    const body = request.body as v.InferOutput<typeof ConditionBody> | undefined;
    const now = app.clock();
    const today = koreanDay(now);
    const condition = body ? checkCondition(body, now) : null;
    const theme = await repos.catalogContent.theme(id);
    if (!theme) throw new AppError('NOT_FOUND');
    const idxs = await repos.catalogContent.themeProductIdxs(id);
    const priced = condition
      ? { checkIn: condition.checkInDate, checkOut: condition.checkOutDate, adults: condition.adtCnt, childAges: condition.chdAges, rooms: condition.count }
      : oneNightForTwo(defaultCheckIn(today));
    return ok({
      theme: { idx: theme.idx, title: pick(namesOf(theme, 'title'), request.locale), subTitle: pick(namesOf(theme, 'subTitle'), request.locale), imgUrl: theme.imgPath },
      condition: { checkInDate: priced.checkIn, checkOutDate: priced.checkOut, adtCnt: priced.adults, chdCnt: priced.childAges.length, chdAges: priced.childAges, count: priced.rooms },
      products: await pricedCards(idxs, priced, today, repos, store, request.locale),
    });
  });
};
