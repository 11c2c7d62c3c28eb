// GET / POST / PUT /v1/reviews/order-products/{id} (SPEC §7 Reviews, §3 Review): a member's review
// of one booked room line (`id` = orderProductIdx). Rules: rules/reviews.ts (pure, the app's clock);
// the work: use-cases/ (read-my-review, write-review, edit-review); rows: store.ts. Someone else's
// booking is 404, visitors 401, a stay not completed 403.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { paragraph, text } from '../../../lib/content-fields';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { CONTENT_MAX, CONTENT_MIN, TITLE_MAX } from '../rules/reviews';
import { editReview } from '../use-cases/edit-review';
import { readMyReview } from '../use-cases/read-my-review';
import { writeReview } from '../use-cases/write-review';

const Params = v.strictObject({ id: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))) });
const Body = v.strictObject({
  star: v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(1, msg('INVALID')), v.maxValue(5, msg('INVALID'))),
  // No control characters (a title is one line; a review may hold line breaks), as inquiries and chat refuse them.
  title: v.pipe(text(TITLE_MAX + 1000), v.nonEmpty(msg('REQUIRED')), v.maxLength(TITLE_MAX, msg('INVALID'))),
  content: v.pipe(paragraph(CONTENT_MAX + 1000), v.minLength(CONTENT_MIN, msg('INVALID')), v.maxLength(CONTENT_MAX, msg('INVALID'))),
});

export async function myReviewRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.get('/v1/reviews/order-products/:id', { ...auth, schema: { params: Params } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof Params>;
    return ok(await readMyReview(app, requireAuth(request).userIdx, id, request.locale));
  });

  app.post('/v1/reviews/order-products/:id', { ...auth, schema: { params: Params, body: Body } }, async (request, reply) => {
    const { id } = request.params as v.InferOutput<typeof Params>;
    const input = request.body as v.InferOutput<typeof Body>;
    const written = await writeReview(app, requireAuth(request).userIdx, id, input, request.locale);
    reply.code(201);
    return ok(written);
  });

  app.put('/v1/reviews/order-products/:id', { ...auth, schema: { params: Params, body: Body } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof Params>;
    const input = request.body as v.InferOutput<typeof Body>;
    return ok(await editReview(app, requireAuth(request).userIdx, id, input, request.locale));
  });
}
