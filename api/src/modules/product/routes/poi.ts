// POST /v1/products/{id}/poi {productIdx} (SPEC §7): nearby places with distances.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { ID } from '../../../lib/fields';
import { IdParams } from '../../pricing';
import { nearbyPlaces } from '../rules/poi';
import { productNotFound } from '../../catalog';
import { reposOf } from '../stores';

const Body = v.strictObject({ productIdx: v.optional(ID) });

export async function poiRoutes(app: FastifyInstance): Promise<void> {
  const repo = reposOf(app.database.orm).productDetail;
  app.post('/v1/products/:id/poi', { schema: { params: IdParams('id'), body: v.nullish(Body) } }, async (request) => {
    const { id } = request.params as { id: number };
    const body = request.body as v.InferOutput<typeof Body> | null;
    // The body repeats the id (SPEC); when it is sent it must agree with the path.
    if (body?.productIdx !== undefined && body.productIdx !== id) throw new AppError('INVALID_INPUT', { issues: [{ field: 'productIdx', rule: 'INVALID' }] });
    const found = await repo.property(id);
    if (!found) throw productNotFound(request.locale, id);
    const { property: p } = found;
    const texts = (n: { nameKo: string; nameEn: string; nameJa: string }) => ({ ko: n.nameKo, en: n.nameEn, ja: n.nameJa });
    return ok({ productIdx: id, lat: p.lat, lng: p.lng, pois: nearbyPlaces(p, texts(found.area), texts(found.city), request.locale) });
  });
}
