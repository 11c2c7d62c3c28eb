// POST /v1/add-payments {orderAddPayIdx, orderProductIdx, method, successUrl?, failUrl?} (SPEC §7
// Additional payment): opens a gateway payment for an extra of the booking. Its return is settled
// by the payment service's POST /payments/confirm and /payments/fail (use-cases/add-pay-confirm.ts).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { prepareAddPay } from '../use-cases/prepare-add-pay';
import { AddPayBody, type AddPayBodyInput } from './schemas';

export async function addPayRoutes(app: FastifyInstance): Promise<void> {
  app.post('/v1/add-payments', { onRequest: app.authenticate, schema: { body: AddPayBody } }, async (request) => {
    const body = request.body as AddPayBodyInput;
    return ok(await prepareAddPay(app, { ...body, userIdx: requireAuth(request).userIdx, locale: request.locale, origin: `${request.protocol}://${request.host}` }));
  });
}
