// Common codes, notices and FAQs (SPEC §7 content service; §3 FAQ and Notice shapes, list keys
// `notices` and `faqs`), in the request's language.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import type { Locale } from '../../../lib/locale';
import type { NoticeRow } from '../../../db/schema/content';
import { code, intParam } from '../../../lib/content-fields';
import { koreanDateTime, namesOf, pick } from '../../../lib/localize';
import { supportRepository } from '../store/centre';
import { reposOf } from '../stores';

const CodeParams = v.strictObject({ code: v.pipe(code(40), v.minLength(1)) });
const NoticesQuery = v.strictObject({
  page: v.optional(intParam(1, 100_000), '1'),
  size: v.optional(intParam(1, 100), '20'),
  type: v.optional(v.picklist(['NOTICE', 'EVENT', 'SYSTEM'])),
});
const IdParams = v.strictObject({ id: intParam(1, 2_000_000_000) });
// A type idx, a type code (RESERVATION ...), or 'all' / 0 for every FAQ.
const FaqTypeParams = v.strictObject({ type: v.pipe(code(40), v.minLength(1)) });

const notice = (n: NoticeRow, locale: Locale) => ({
  idx: n.idx,
  title: pick(namesOf(n, 'title'), locale),
  content: pick(namesOf(n, 'content'), locale),
  createdDt: koreanDateTime(n.createdAt),
  updatedDt: n.updatedAt ? koreanDateTime(n.updatedAt) : null,
  type: n.type,
  // Important (pinned) notices come first and are marked.
  important: n.pinned > 0,
});

export const supportRoutes: FastifyPluginAsync = async (app) => {
  const { catalogContent } = reposOf(app.database.orm);

  // e.g. PRODUCT_TYPE, FACILITY, MEAL, BED_TYPE, ROOM_VIEW, NATION, SORT, NOTICE_TYPE, 105 (inquiry types).
  app.get('/v1/commoncode/:code', { schema: { params: CodeParams } }, async (request) => {
    const { code: group } = request.params as v.InferOutput<typeof CodeParams>;
    const rows = await catalogContent.commonCodes(group.toUpperCase());
    return ok({ commonCodes: rows.map((r) => ({ code: r.code, name: pick(namesOf(r, 'name'), request.locale) })) });
  });

  // Pinned first, then newest; pages from 1.
  app.get('/v1/notices', { schema: { querystring: NoticesQuery } }, async (request) => {
    const q = request.query as v.InferOutput<typeof NoticesQuery>;
    const { total, rows } = await catalogContent.notices((q.page - 1) * q.size, q.size, q.type);
    return ok({ notices: rows.map((n) => notice(n, request.locale)), total, page: q.page, size: q.size });
  });

  app.get('/v1/notices/:id', { schema: { params: IdParams } }, async (request) => {
    const { id } = request.params as v.InferOutput<typeof IdParams>;
    const row = await catalogContent.notice(id);
    if (!row) throw new AppError('NOT_FOUND');
    // Previous / next in the list's order, with their titles, for the notice page's links.
    const { prev, next } = await supportRepository(app.database.orm).noticeNeighbours(id);
    const title = async (n: { idx: number } | null) => {
      const r = n ? await catalogContent.notice(n.idx) : null;
      return r ? { idx: r.idx, title: pick(namesOf(r, 'title'), request.locale) } : null;
    };
    return ok({ notice: notice(row, request.locale), prev: await title(prev), next: await title(next) });
  });

  app.get('/v2/faqs/types', async (request) => {
    const types = await catalogContent.faqTypes();
    return ok({ faqTypes: types.map((t) => ({ faqTypeIdx: t.idx, code: t.code, name: pick(namesOf(t, 'name'), request.locale) })) });
  });

  app.get('/v2/faqs/type/:type', { schema: { params: FaqTypeParams } }, async (request) => {
    const { type } = request.params as v.InferOutput<typeof FaqTypeParams>;
    let typeIdx: number | null = null;
    if (type.toLowerCase() !== 'all' && type !== '0') {
      const types = await catalogContent.faqTypes();
      const found = /^\d+$/.test(type) ? types.find((t) => t.idx === Number(type)) : types.find((t) => t.code === type.toUpperCase());
      if (!found) throw new AppError('NOT_FOUND');
      typeIdx = found.idx;
    }
    const rows = await catalogContent.faqs(typeIdx);
    return ok({
      faqs: rows.map((f) => ({
        faqIdx: f.idx,
        faqTypeIdx: f.faqTypeIdx,
        title: pick(namesOf(f, 'title'), request.locale),
        content: pick(namesOf(f, 'content'), request.locale),
        createDate: koreanDateTime(f.createdAt),
      })),
    });
  });
};
