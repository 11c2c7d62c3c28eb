// POST /v2/products/{productIdx} (SPEC §7 Products, §3 Accommodation detail): the stay page's
// data (use-cases/stay-detail.ts); favoriteProductIdx when the calling member wished it.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { optionalMember } from '../../../plugins/auth';
import { IdParams } from '../../pricing';
import { StayPageBody } from '../rules/stay-page-body';
import { stayDetail } from '../use-cases/stay-detail';

const Params = IdParams('productIdx');

export async function detailRoutes(app: FastifyInstance): Promise<void> {
  // Public: the member calling, if any, only decides the wish flag.
  app.post('/v2/products/:productIdx', { schema: { params: Params, body: StayPageBody } }, async (request) => {
    const { productIdx } = request.params as { productIdx: number };
    const body = request.body as v.InferOutput<typeof StayPageBody>;
    return ok(await stayDetail(app, { productIdx, body, member: () => optionalMember(app, request), locale: request.locale }));
  });
}
