// GET /v1/products/findProductDetailEvent/{id} (SPEC §7, §3 Promotion): the stay's promotions
// whose stay period has not ended (use-cases/list-stay-events.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { IdParams } from '../../pricing';
import { listStayEvents } from '../use-cases/list-stay-events';

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/products/findProductDetailEvent/:id', { schema: { params: IdParams('id') } }, async (request) => {
    const { id } = request.params as { id: number };
    return ok(await listStayEvents(app, id, request.locale));
  });
}
