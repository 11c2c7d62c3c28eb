// POST /v1/products/{id}/poi {productIdx} (SPEC §7): nearby places with distances
// (use-cases/list-nearby-places.ts).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { ID } from '../../../lib/fields';
import { IdParams } from '../../pricing';
import { listNearbyPlaces } from '../use-cases/list-nearby-places';

const Body = v.strictObject({ productIdx: v.optional(ID) });

export async function poiRoutes(app: FastifyInstance): Promise<void> {
  app.post('/v1/products/:id/poi', { schema: { params: IdParams('id'), body: v.nullish(Body) } }, async (request) => {
    const { id } = request.params as { id: number };
    const body = request.body as v.InferOutput<typeof Body> | null;
    return ok(await listNearbyPlaces(app, id, body?.productIdx, request.locale));
  });
}
