// Common codes, notices and FAQs (SPEC §7 content service; §3 FAQ and Notice shapes, list keys
// `notices` and `faqs`), in the request's language. The work: use-cases/.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { code, intParam } from '../../../lib/content-fields';
import { listCommonCodes } from '../use-cases/list-common-codes';
import { listFaqTypes } from '../use-cases/list-faq-types';
import { listFaqs } from '../use-cases/list-faqs';
import { listNotices } from '../use-cases/list-notices';
import { readNotice } from '../use-cases/read-notice';

const CodeParams = v.strictObject({ code: v.pipe(code(40), v.minLength(1)) });
const NoticesQuery = v.strictObject({
  page: v.optional(intParam(1, 100_000), '1'),
  size: v.optional(intParam(1, 100), '20'),
  type: v.optional(v.picklist(['NOTICE', 'EVENT', 'SYSTEM'])),
});
const IdParams = v.strictObject({ id: intParam(1, 2_000_000_000) });
// A type idx, a type code (RESERVATION ...), or 'all' / 0 for every FAQ.
const FaqTypeParams = v.strictObject({ type: v.pipe(code(40), v.minLength(1)) });

export const supportRoutes: FastifyPluginAsync = async (app) => {
  // e.g. PRODUCT_TYPE, FACILITY, MEAL, BED_TYPE, ROOM_VIEW, NATION, SORT, NOTICE_TYPE, 105 (inquiry types).
  app.get('/v1/commoncode/:code', { schema: { params: CodeParams } }, async (request) => {
    const { code: group } = request.params as v.InferOutput<typeof CodeParams>;
    return ok(await listCommonCodes(app, group, request.locale));
  });

  // Pinned first, then newest; pages from 1.
  app.get('/v1/notices', { schema: { querystring: NoticesQuery } }, async (request) => {
    const { page, size, type } = request.query as v.InferOutput<typeof NoticesQuery>;
    return ok(await listNotices(app, { page, size, type, locale: request.locale }));
  });

  app.get('/v1/notices/:id', { schema: { params: IdParams } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof IdParams>;
    return ok(await readNotice(app, id, request.locale));
  });

  app.get('/v2/faqs/types', async (request) => ok(await listFaqTypes(app, request.locale)));

  app.get('/v2/faqs/type/:type', { schema: { params: FaqTypeParams } }, async (request) => {
    const { type } = request.params as v.InferOutput<typeof FaqTypeParams>;
    return ok(await listFaqs(app, type, request.locale));
  });
};
