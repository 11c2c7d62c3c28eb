// Popular destinations of the keyword modal (SPEC §2; paths chosen in docs/api/content-search.md):
// GET /v1/locations/tabs, GET /v1/locations/tabs/{idx}/sub-locations, and
// GET /v1/products/locations/awesome/{key}. The work: use-cases/ (*location*).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { code, intParam } from '../../../lib/content-fields';
import type { SearchStore } from '../search/search-store';
import { findLocation } from '../use-cases/find-location';
import { listLocationTabs } from '../use-cases/list-location-tabs';
import { listSubLocations } from '../use-cases/list-sub-locations';

const TabsQuery = v.strictObject({ page: v.optional(intParam(0, 10_000), '0') });
const TabParams = v.strictObject({ idx: intParam(1, 2_000_000_000) });
const KeyParams = v.strictObject({ key: v.pipe(code(60), v.minLength(1)) });

export const locationRoutes = (store: SearchStore): FastifyPluginAsync => async (app) => {
  // One tab per nation (SPEC §9 nation codes); they all fit on page 0.
  app.get('/v1/locations/tabs', { schema: { querystring: TabsQuery } }, async (request) => {
    const { page } = request.query as v.InferOutput<typeof TabsQuery>;
    return ok(await listLocationTabs(store, page, request.locale));
  });

  // The featured areas of the nation's cities, or the city itself where none is featured.
  app.get('/v1/locations/tabs/:idx/sub-locations', { schema: { params: TabParams } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof TabParams>;
    return ok(await listSubLocations(store, idx, request.locale));
  });

  // key = cityCode (an area or sub-area code works too); SPEC §7: title taken from addressName.
  app.get('/v1/products/locations/awesome/:key', { schema: { params: KeyParams } }, async (request) => {
    const { key } = request.params as v.InferOutput<typeof KeyParams>;
    return ok(await findLocation(store, key, request.locale));
  });
};
