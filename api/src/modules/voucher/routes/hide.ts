// PUT /v1/books/{id} {delYn} (SPEC §7 Bookings, the delete flag): a past or cancelled booking is
// removed from the member's list ('Y') or put back ('N'); ../use-cases/hide-booking.ts says when.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { setBookingHidden } from '../use-cases/hide-booking';

const HideParams = v.strictObject({
  id: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))),
});
const HideBody = v.strictObject({ delYn: v.picklist(['Y', 'N'], msg('INVALID')) });

export async function hideRoutes(app: FastifyInstance): Promise<void> {
  app.put('/v1/books/:id', { onRequest: app.authenticate, schema: { params: HideParams, body: HideBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof HideParams>;
    const { delYn } = request.body as v.InferOutput<typeof HideBody>;
    return ok(await setBookingHidden(app, userIdx, id, delYn, request.locale));
  });
}
