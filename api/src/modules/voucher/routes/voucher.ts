// GET /v1/lmses/{orderNum}/confirm and POST /v1/lmses/{orderNum}/confirm/{confirmNum} (SPEC §7
// vouchers): an open-date voucher (no confirmation number, no start date: SPEC §4 Booking list)
// shows the nights it may still use (use-cases/open-date-choices.ts), and picks one
// (use-cases/choose-open-date.ts). PUT .../cancel belongs to the cancellation module.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { chooseOpenDate } from '../use-cases/choose-open-date';
import { openDateChoices } from '../use-cases/open-date-choices';
import { ChooseBody, ChooseParams, OrderNumParams, type ChooseBodyInput } from './schemas';

export async function voucherRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.get('/v1/lmses/:orderNum/confirm', { ...auth, schema: { params: OrderNumParams } }, async (request) => {
    const { orderNum } = request.params as v.InferOutput<typeof OrderNumParams>;
    return ok(await openDateChoices(app, requireAuth(request).userIdx, orderNum, request.locale));
  });

  app.post('/v1/lmses/:orderNum/confirm/:confirmNum', { ...auth, schema: { params: ChooseParams, body: ChooseBody } }, async (request) => {
    const { orderNum, confirmNum } = request.params as v.InferOutput<typeof ChooseParams>;
    const body = request.body as ChooseBodyInput;
    return ok(await chooseOpenDate(app, { userIdx: requireAuth(request).userIdx, orderNum, confirmNum, body, locale: request.locale }));
  });
}
