// The cancellation calls (SPEC §7, §4 "Cancellation text"): GET /v1/lmses/{orderNum}/cancel-preview
// and PUT /v1/lmses/{orderNum}/cancel for the whole booking; GET /v1/books/part-cancel/{id}/preview
// ?kind=ROOM|NIGHTS&nights=n and PUT /v1/books/part-cancel/{id} {kind, nights?, fingerprint} for a
// room or the last nights (`id` is the booking's orderProductIdx). One use case answers all four.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { ORDER_NUM } from '../../booking';
import type { PartCancelRequest } from '../rules';
import { cancelBooking, previewCancel } from '../use-cases/cancel';

const FINGERPRINT = v.pipe(v.string(msg('TYPE')), v.regex(/^[0-9a-f]{32}$/, msg('INVALID')));
const WholeParams = v.strictObject({ orderNum: ORDER_NUM });
const WholeBody = v.nullish(
  v.strictObject({
    reason: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(500, msg('INVALID')))),
    /** The preview's fingerprint the member confirmed (my page always sends it). */
    fingerprint: v.optional(FINGERPRINT),
  }),
);
const ID = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID')));
const NIGHTS = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,2}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')));
const PartParams = v.strictObject({ id: ID });
const PartPreviewQuery = v.strictObject({ kind: v.picklist(['ROOM', 'NIGHTS'], msg('INVALID')), nights: v.optional(NIGHTS) });
const PartBody = v.strictObject({
  kind: v.picklist(['ROOM', 'NIGHTS'], msg('INVALID')),
  nights: v.optional(v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(1, msg('INVALID')), v.maxValue(99, msg('INVALID')))),
  fingerprint: FINGERPRINT,
});

const partOf = (kind: 'ROOM' | 'NIGHTS', nights: number | undefined): PartCancelRequest => (kind === 'ROOM' ? { kind } : { kind, nights: nights ?? 1 });

export async function cancelRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.get('/v1/lmses/:orderNum/cancel-preview', { ...auth, schema: { params: WholeParams } }, async (request) => {
    const { orderNum } = request.params as v.InferOutput<typeof WholeParams>;
    const { preview } = await previewCancel(app, { orderNum }, requireAuth(request).userIdx, { kind: 'WHOLE' }, request.locale);
    return ok({ preview });
  });

  app.put('/v1/lmses/:orderNum/cancel', { ...auth, schema: { params: WholeParams, body: WholeBody } }, async (request) => {
    const { orderNum } = request.params as v.InferOutput<typeof WholeParams>;
    const fingerprint = (request.body as v.InferOutput<typeof WholeBody>)?.fingerprint;
    return ok(await cancelBooking(app, { key: { orderNum }, userIdx: requireAuth(request).userIdx, scope: { kind: 'WHOLE' }, fingerprint, locale: request.locale }));
  });

  app.get('/v1/books/part-cancel/:id/preview', { ...auth, schema: { params: PartParams, querystring: PartPreviewQuery } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof PartParams>;
    const { kind, nights } = request.query as v.InferOutput<typeof PartPreviewQuery>;
    const { preview, options } = await previewCancel(app, { idx: id }, requireAuth(request).userIdx, partOf(kind, nights), request.locale);
    return ok({ preview, options });
  });

  app.put('/v1/books/part-cancel/:id', { ...auth, schema: { params: PartParams, body: PartBody } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof PartParams>;
    const body = request.body as v.InferOutput<typeof PartBody>;
    return ok(await cancelBooking(app, { key: { idx: id }, userIdx: requireAuth(request).userIdx, scope: partOf(body.kind, body.nights), fingerprint: body.fingerprint, locale: request.locale }));
  });
}
