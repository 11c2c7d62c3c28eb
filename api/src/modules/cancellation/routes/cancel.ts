// The cancellation calls (SPEC §7, §4 "Cancellation text"): GET /v1/lmses/{orderNum}/cancel-preview
// and PUT /v1/lmses/{orderNum}/cancel for the whole booking; GET /v1/books/part-cancel/{id}/preview
// ?kind=ROOM|NIGHTS&nights=n and PUT /v1/books/part-cancel/{id} {kind, nights?, fingerprint} for a
// room or the last nights (`id` is the booking's orderProductIdx). One use case answers all four.
// A room's preview and confirm may carry who stays in the rooms left (rules/guests.ts): the query
// &adults=n&childAges=7,3 and the body's `guests: {adults, childAges}`.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CHILD_AGE_MAX, CHILD_AGE_MIN, GUESTS_MAX } from '@stay/shared/constants/limits';
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
const int = (min: number, max: number) => v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(min, msg('INVALID')), v.maxValue(max, msg('INVALID')));
const AGE_LIST = v.pipe(
  v.string(msg('TYPE')),
  v.regex(/^(\d{1,2}(,\d{1,2}){0,7})?$/, msg('INVALID')),
  v.transform((s) => (s === '' ? [] : s.split(',').map(Number))),
  v.check((ages) => ages.every((a) => a >= CHILD_AGE_MIN && a <= CHILD_AGE_MAX), msg('INVALID')),
);
const ADULTS_QUERY = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1}$/, msg('INVALID')), v.transform(Number), v.maxValue(GUESTS_MAX, msg('INVALID')));
const PartParams = v.strictObject({ id: ID });
const PartPreviewQuery = v.pipe(
  v.strictObject({ kind: v.picklist(['ROOM', 'NIGHTS'], msg('INVALID')), nights: v.optional(NIGHTS), adults: v.optional(ADULTS_QUERY), childAges: v.optional(AGE_LIST) }),
  // Who stays: both or neither, and only when a room is cancelled.
  v.forward(
    v.check((q) => (q.adults === undefined) === (q.childAges === undefined) && (q.adults === undefined || q.kind === 'ROOM'), msg('INVALID')),
    ['adults'],
  ),
);
const GUESTS = v.strictObject({ adults: int(0, GUESTS_MAX), childAges: v.pipe(v.array(int(CHILD_AGE_MIN, CHILD_AGE_MAX), msg('TYPE')), v.maxLength(GUESTS_MAX, msg('INVALID'))) });
const PartBody = v.pipe(
  v.strictObject({
    kind: v.picklist(['ROOM', 'NIGHTS'], msg('INVALID')),
    nights: v.optional(int(1, 99)),
    /** Who stays in the rooms left (ROOM only), as previewed. */
    guests: v.optional(GUESTS),
    fingerprint: FINGERPRINT,
  }),
  v.forward(
    v.check((b) => b.guests === undefined || b.kind === 'ROOM', msg('INVALID')),
    ['guests'],
  ),
);

type Guests = v.InferOutput<typeof GUESTS>;
const partOf = (kind: 'ROOM' | 'NIGHTS', nights: number | undefined, guests?: Guests): PartCancelRequest =>
  kind === 'ROOM' ? (guests ? { kind, guests } : { kind }) : { kind, nights: nights ?? 1 };

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
    const { kind, nights, adults, childAges } = request.query as v.InferOutput<typeof PartPreviewQuery>;
    const guests = adults !== undefined && childAges !== undefined ? { adults, childAges } : undefined;
    const { preview, options } = await previewCancel(app, { idx: id }, requireAuth(request).userIdx, partOf(kind, nights, guests), request.locale);
    return ok({ preview, options });
  });

  app.put('/v1/books/part-cancel/:id', { ...auth, schema: { params: PartParams, body: PartBody } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof PartParams>;
    const body = request.body as v.InferOutput<typeof PartBody>;
    return ok(await cancelBooking(app, { key: { idx: id }, userIdx: requireAuth(request).userIdx, scope: partOf(body.kind, body.nights, body.guests), fingerprint: body.fingerprint, locale: request.locale }));
  });
}
