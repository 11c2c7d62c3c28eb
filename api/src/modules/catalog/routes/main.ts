// The main page (docs/api/content-search.md "Main page"): banners, popular places, recommended
// stays, themes and a theme's stays. The work: use-cases/ (main-banners, list-places,
// recommend-stays, list-themes, theme-stays, theme-page).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { code, DAY, intParam } from '../../../lib/content-fields';
import { ConditionBody } from '../../pricing';
import type { SearchStore } from '../search/search-store';
import { listPlaces } from '../use-cases/list-places';
import { listThemes } from '../use-cases/list-themes';
import { mainBanners } from '../use-cases/main-banners';
import { recommendStays } from '../use-cases/recommend-stays';
import { themePage } from '../use-cases/theme-page';
import { themeStays } from '../use-cases/theme-stays';

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

export const mainRoutes = (store: SearchStore): FastifyPluginAsync => async (app) => {
  app.get('/v1/mains', async (request) => ok(await mainBanners(app, store, request.locale)));

  // start .. end - 1 of the places (start=0&end=10: the first ten).
  app.get('/v1/mains/place-list', { schema: { querystring: PlaceQuery } }, async (request) => {
    const { start, end } = request.query as v.InferOutput<typeof PlaceQuery>;
    return ok(await listPlaces(app, start, end, request.locale));
  });

  // Priced for checkInDate + 1 night, 2 adults (the contract), or for the stored search when the
  // page sends it: the most popular stay of each city.
  app.post('/v2/products/findMainRecommendProducts', { schema: { body: RecommendBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof RecommendBody>;
    return ok(await recommendStays(app, store, body, request.locale));
  });

  app.get('/v1/theme-products', async (request) => ok(await listThemes(app, request.locale)));

  // The theme's stays priced for the default search (SPEC §9: default check-in, one night, two adults).
  app.get('/v1/theme-products/content/:id', { schema: { params: ThemeParams } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof ThemeParams>;
    return ok(await themeStays(app, store, id, request.locale));
  });

  // A theme page: the theme's stays priced for the visitor's own condition (SPEC §7 product body);
  // without a body, as the main page prices them.
  app.post('/v1/theme-products/:id', { schema: { params: ThemeParams, body: v.optional(ConditionBody) } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof ThemeParams>;
    const body = request.body as v.InferOutput<typeof ConditionBody> | undefined;
    return ok(await themePage(app, store, id, body, request.locale));
  });
};
