// GET /v1/books/num/{orderNum}/img-count/{n}, GET /v1/books/idx/{id}/img-count/{n} (SPEC §3
// Booking content) and GET /v1/books/status/{status} (SPEC §3 Booking list, §4 tabs). Members only;
// someone else's order is 404 ORDER_NOT_FOUND. The work: use-cases/read-booking.ts and
// use-cases/list-bookings.ts.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { requireAuth } from '../../../plugins/auth';
import { listBookings } from '../use-cases/list-bookings';
import { readBooking } from '../use-cases/read-booking';
import { ByIdxParams, ByNumParams, StatusParams, StatusQuery } from './schemas';

export async function bookRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.get('/v1/books/num/:orderNum/img-count/:n', { ...auth, schema: { params: ByNumParams } }, async (request) => {
    const { orderNum, n } = request.params as v.InferOutput<typeof ByNumParams>;
    return ok(await readBooking(app, requireAuth(request).userIdx, { orderNum }, n, request.locale));
  });

  app.get('/v1/books/idx/:id/img-count/:n', { ...auth, schema: { params: ByIdxParams } }, async (request) => {
    const { id, n } = request.params as v.InferOutput<typeof ByIdxParams>;
    return ok(await readBooking(app, requireAuth(request).userIdx, { idx: id }, n, request.locale));
  });

  app.get('/v1/books/status/:status', { ...auth, schema: { params: StatusParams, querystring: StatusQuery } }, async (request) => {
    const { status } = request.params as v.InferOutput<typeof StatusParams>;
    const { page, size } = request.query as v.InferOutput<typeof StatusQuery>;
    return ok(await listBookings(app, requireAuth(request).userIdx, status, request.locale, size === undefined ? undefined : { page: page ?? 1, size }));
  });
}
