// POST /v1/products/{productIdx}/rateplans-v3 (SPEC §7, §3 Room list): rooms with their rate
// plans for the condition and the price comparison (use-cases/list-rate-plans.ts).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { IdParams } from '../../pricing';
import { StayPageBody } from '../rules/stay-page-body';
import { listRatePlans } from '../use-cases/list-rate-plans';

export async function ratePlanRoutes(app: FastifyInstance): Promise<void> {
  app.post('/v1/products/:productIdx/rateplans-v3', { schema: { params: IdParams('productIdx'), body: StayPageBody } }, async (request) => {
    const { productIdx } = request.params as { productIdx: number };
    return ok(await listRatePlans(app, productIdx, request.body as v.InferOutput<typeof StayPageBody>, request.locale));
  });
}
