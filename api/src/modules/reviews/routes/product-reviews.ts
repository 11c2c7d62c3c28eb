// GET /v1/reviews/products/{idx} (SPEC §7 Reviews, §3 Review content / Review counts / External
// rating): newest first, paged, with the star histogram (use-cases/list-stay-reviews.ts). Search
// robots never call it (SPEC §6: the page does not load reviews for them).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { IdParams } from '../../pricing';
import { listStayReviews } from '../use-cases/list-stay-reviews';

const num = (max: number) => v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,6}$/, msg('NUMBER')), v.transform(Number), v.maxValue(max, msg('INVALID')));
const Query = v.strictObject({ page: v.optional(num(100_000), '0'), size: v.optional(v.pipe(num(50), v.minValue(1, msg('INVALID'))), '10') });

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  app.get('/v1/reviews/products/:idx', { schema: { params: IdParams('idx'), querystring: Query } }, async (request) => {
    const { idx } = request.params as { idx: number };
    const { page, size } = request.query as v.InferOutput<typeof Query>;
    return ok(await listStayReviews(app, idx, page, size, request.locale));
  });
}
