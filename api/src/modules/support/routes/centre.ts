// The customer centre's calls, inside the content service (SPEC §7 "Inquiries"):
// the member's 1:1 inquiries, the staff queue and answer, and the policy documents. Rules live in
// rules/reply-deadline.ts and rules/inquiry-state.ts; SQL in store/centre.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { DateTime } from 'luxon';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import type { Locale } from '../../../lib/locale';
import type { InquiryRow } from '../../../db/schema/support';
import { code, intParam, text } from '../../../lib/content-fields';
import { koreanDateTime, namesOf, pick } from '../../../lib/localize';
import { supportFail } from '../failures';
import { isOverdue, STATUS_FILTERS } from '../rules/inquiry-state';
import { CENTRE_SCHEDULE, isCentreOpen, replyDueAt } from '../rules/reply-deadline';
import { supportRepository } from '../store/centre';
import { answerInquiry } from '../use-cases/answer-inquiry';
import { chatRoutes } from './chat';
import { reposOf } from '../stores';

/** SPEC §5 "required" first, then the length this form allows. */
const required = (min: number, max: number, rule: 'INQUIRY_TITLE' | 'INQUIRY_CONTENT' | 'INVALID') =>
  v.pipe(text(max + 1000), v.nonEmpty(msg('REQUIRED')), v.minLength(min, msg(rule)), v.maxLength(max, msg(rule)));

export const INQUIRY_LIMITS = { title: { min: 2, max: 100 }, content: { min: 10, max: 2000 }, chat: { min: 2 }, answer: { min: 2, max: 4000 } } as const;

const InquiryBody = v.pipe(
  v.strictObject({
    type: v.pipe(code(40), v.nonEmpty(msg('REQUIRED'))),
    title: required(INQUIRY_LIMITS.title.min, INQUIRY_LIMITS.title.max, 'INQUIRY_TITLE'),
    content: required(INQUIRY_LIMITS.chat.min, INQUIRY_LIMITS.content.max, 'INQUIRY_CONTENT'),
    /** Where the question came from: the form, a booking's detail or the chat widget. */
    inquiryType: v.optional(v.picklist(['FORM', 'BOOKING', 'CHAT'], msg('INVALID')), 'FORM'),
    orderNum: v.optional(v.nullable(code(40))),
    userOrderNum: v.optional(v.nullable(code(40))),
    pageUrl: v.optional(v.nullable(v.pipe(text(500), v.regex(/^\/[^\s]*$/, msg('INVALID'))))),
  }),
  // A chat message may be short ('hello?'); a written inquiry says enough to be answered.
  v.forward(
    v.partialCheck([['content'], ['inquiryType']], (i) => i.inquiryType === 'CHAT' || i.content.length >= INQUIRY_LIMITS.content.min, msg('INQUIRY_CONTENT')),
    ['content'],
  ),
);
const AnswerBody = v.strictObject({ answer: required(INQUIRY_LIMITS.answer.min, INQUIRY_LIMITS.answer.max, 'INVALID') });
const StatusParams = v.strictObject({ status: v.picklist(STATUS_FILTERS, msg('INVALID')) });
const PageQuery = v.strictObject({ page: v.optional(intParam(1, 100_000), '1'), size: v.optional(intParam(1, 50), '10') });
const IdxParams = v.strictObject({ idx: intParam(1, 2_000_000_000) });
const TypeParams = v.strictObject({ type: v.pipe(code(40), v.nonEmpty(msg('REQUIRED'))) });
const OrderQuery = v.strictObject({ orderNum: v.pipe(code(40), v.nonEmpty(msg('REQUIRED'))) });
const StaffQuery = v.strictObject({ status: v.optional(v.picklist(STATUS_FILTERS, msg('INVALID')), 'WAIT') });
const KindParams = v.strictObject({ kind: v.picklist(['terms', 'privacy', 'ir'], msg('INVALID')) });
const VersionParams = v.strictObject({ kind: v.picklist(['terms', 'privacy', 'ir'], msg('INVALID')), version: v.pipe(code(20), v.nonEmpty()) });

const when = (d: Date | null) => (d ? koreanDateTime(d) : null);

export const customerCentreRoutes: FastifyPluginAsync = async (app) => {
  const repo = supportRepository(app.database.orm);
  const auth = { onRequest: app.authenticate };
  // Live chat (chat.ts).
  await app.register(chatRoutes);

  const typeNames = async (locale: Locale) => {
    const rows = await reposOf(app.database.orm).catalogContent.commonCodes('105');
    return new Map(rows.map((r) => [r.code, pick(namesOf(r, 'name'), locale)]));
  };

  const order = async (userIdx: number, orderNum: string | null, locale: Locale) => {
    if (!orderNum) return null;
    const row = await repo.orderOf(userIdx, orderNum);
    if (!row) return null;
    return { orderNum: row.orderNum, productName: pick(namesOf(row, 'productName'), locale), checkinDate: row.checkinDate, checkoutDate: row.checkoutDate, status: row.status };
  };

  /** SPEC §3 Inquiry list entry, plus dueDate / overdue (the promised reply deadline). */
  const entry = async (row: InquiryRow, names: Map<string, string>, request: FastifyRequest) => {
    const o = await order(row.userIdx, row.orderNum, request.locale);
    return {
      idx: row.idx,
      type: row.type,
      typeName: names.get(row.type) ?? row.type,
      title: row.title,
      contents: row.content,
      regDate: koreanDateTime(row.createdAt),
      complete: row.status === 'COMPLETE',
      status: row.status,
      dueDate: koreanDateTime(row.dueAt),
      overdue: isOverdue(row, app.clock()),
      commentContents: row.answer,
      commentRegDate: when(row.answeredAt),
      commenter: row.answer ? 'AwesomeStay' : null,
      orderMethod: row.pageUrl ? 'WEB' : null,
      orderNum: row.orderNum,
      userOrderNum: row.userOrderNum,
      productName: o?.productName ?? null,
      checkinDate: o?.checkinDate ?? null,
      checkoutDate: o?.checkoutDate ?? null,
      pageUrl: row.pageUrl,
    };
  };

  const requireStaff = async (request: FastifyRequest) => {
    const { userIdx } = requireAuth(request);
    if (!(await repo.isStaff(userIdx))) throw supportFail('STAFF_ONLY', request.locale);
    return userIdx;
  };

  // When a question sent now would be answered (the form shows it before sending).
  app.get('/v1/inquiries/reply-time', async () => {
    const now = app.clock();
    return ok({ open: isCentreOpen(now), dueDate: koreanDateTime(replyDueAt(now)), hours: CENTRE_SCHEDULE.windows, firstReplyMinutes: CENTRE_SCHEDULE.firstReplyMinutes });
  });

  // The member's bookings a question can be about.
  app.get('/v1/inquiries/orders', auth, async (request) => {
    const { userIdx } = requireAuth(request);
    const rows = await repo.ordersOf(userIdx);
    return ok({
      orders: rows.map((r) => ({ orderNum: r.orderNum, productName: pick(namesOf(r, 'productName'), request.locale), checkinDate: r.checkinDate, checkoutDate: r.checkoutDate, status: r.status })),
    });
  });

  // SPEC §7 GET /v1/inquiries/status/{status}: ALL, WAIT or COMPLETE, with the SPEC §3 counts.
  app.get('/v1/inquiries/status/:status', { ...auth, schema: { params: StatusParams, querystring: PageQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { status } = request.params as v.InferOutput<typeof StatusParams>;
    const { page, size } = request.query as v.InferOutput<typeof PageQuery>;
    const { rows, waitCnt, completeCnt } = await repo.inquiriesOf(userIdx, status === 'ALL' ? null : status, (page - 1) * size, size);
    const names = await typeNames(request.locale);
    const list = await Promise.all(rows.map((r) => entry(r, names, request)));
    const total = status === 'ALL' ? waitCnt + completeCnt : status === 'WAIT' ? waitCnt : completeCnt;
    return ok({ inquiries: list, count: { completeCnt, totalCnt: waitCnt + completeCnt, waitCnt }, total, page, size });
  });

  app.get('/v1/inquiries/detail/:idx', { ...auth, schema: { params: IdxParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const row = await repo.inquiryOf(userIdx, idx);
    // Another member's inquiry is indistinguishable from none (404: an id reveals nothing).
    if (!row) throw supportFail('INQUIRY_NOT_FOUND', request.locale);
    return ok({ inquiry: await entry(row, await typeNames(request.locale), request) });
  });

  // SPEC §7 GET /v1/inquiries/{type} {type, orderNum} -> inquiry: the form pre-filled for a booking.
  app.get('/v1/inquiries/:type', { ...auth, schema: { params: TypeParams, querystring: OrderQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { type } = request.params as v.InferOutput<typeof TypeParams>;
    const { orderNum } = request.query as v.InferOutput<typeof OrderQuery>;
    const names = await typeNames(request.locale);
    if (!names.has(type.toUpperCase())) throw supportFail('INQUIRY_TYPE_UNKNOWN', request.locale);
    const o = await order(userIdx, orderNum, request.locale);
    if (!o) throw supportFail('ORDER_NOT_FOUND', request.locale);
    return ok({ inquiry: { type: type.toUpperCase(), typeName: names.get(type.toUpperCase()), orderNum: o.orderNum, userOrderNum: o.orderNum, productName: o.productName, checkinDate: o.checkinDate, checkoutDate: o.checkoutDate } });
  });

  // SPEC §7 POST /v1/inquiries.
  app.post('/v1/inquiries', { ...auth, schema: { body: InquiryBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof InquiryBody>;
    const names = await typeNames(request.locale);
    const type = body.type.toUpperCase();
    if (!names.has(type)) throw supportFail('INQUIRY_TYPE_UNKNOWN', request.locale, { field: 'type' });
    const orderNum = body.orderNum || null;
    if (orderNum && !(await repo.orderOf(userIdx, orderNum))) throw supportFail('ORDER_NOT_FOUND', request.locale, { field: 'orderNum' });
    const now = app.clock();
    const row = await repo.createInquiry({
      userIdx,
      type,
      title: body.title,
      content: body.content,
      orderNum,
      userOrderNum: orderNum ? (body.userOrderNum ?? orderNum) : null,
      pageUrl: body.pageUrl ?? null,
      createdAt: now,
      dueAt: replyDueAt(now),
    });
    return ok({ inquiry: await entry(row, names, request) });
  });

  // Staff: who am I (the operator page asks before showing the queue).
  app.get('/v1/staff/me', auth, async (request) => {
    const { userIdx } = requireAuth(request);
    return ok({ staff: await repo.isStaff(userIdx) });
  });

  // Staff: open inquiries, oldest due first, overdue marked.
  app.get('/v1/staff/inquiries', { ...auth, schema: { querystring: StaffQuery } }, async (request) => {
    await requireStaff(request);
    const { status } = request.query as v.InferOutput<typeof StaffQuery>;
    const rows = await repo.staffQueue(status === 'ALL' ? null : status, 200);
    const names = await typeNames(request.locale);
    const list = await Promise.all(
      rows.map(async (r) => ({ ...(await entry(r.inquiry, names, request)), memberName: r.memberName, memberEmail: r.memberEmail })),
    );
    return ok({ inquiries: list, now: koreanDateTime(app.clock()) });
  });

  // Staff: the answer, once; the member is told through the message service in the same transaction.
  app.post('/v1/staff/inquiries/:idx/answer', { ...auth, schema: { params: IdxParams, body: AnswerBody } }, async (request) => {
    const staffIdx = await requireStaff(request);
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const { answer } = request.body as v.InferOutput<typeof AnswerBody>;
    const { inquiry: row } = await answerInquiry(app, idx, answer, staffIdx, request.locale);
    return ok({ inquiry: await entry(row, await typeNames(request.locale), request) });
  });

  // Policies: the current version, every version's date, and any one version by name.
  app.get('/v1/policies/:kind', { schema: { params: KindParams } }, async (request) => {
    const { kind } = request.params as v.InferOutput<typeof KindParams>;
    const today = DateTime.fromJSDate(app.clock(), { zone: 'Asia/Seoul' }).toISODate()!;
    const current = await repo.currentPolicy(kind, today);
    if (!current) throw supportFail('POLICY_NOT_FOUND', request.locale);
    const versions = await repo.policyVersions(kind);
    return ok({
      policy: policy(current, request.locale, true),
      versions: versions.map((p) => ({ version: p.version, effectiveDate: p.effectiveDate, current: p.idx === current.idx, upcoming: p.effectiveDate > today })),
    });
  });

  app.get('/v1/policies/:kind/:version', { schema: { params: VersionParams } }, async (request) => {
    const { kind, version } = request.params as v.InferOutput<typeof VersionParams>;
    const today = DateTime.fromJSDate(app.clock(), { zone: 'Asia/Seoul' }).toISODate()!;
    const row = await repo.policyVersion(kind, version);
    if (!row) throw supportFail('POLICY_NOT_FOUND', request.locale);
    const current = await repo.currentPolicy(kind, today);
    return ok({ policy: policy(row, request.locale, current?.idx === row.idx) });
  });
};

const policy = (p: { kind: string; version: string; effectiveDate: string } & Record<string, unknown>, locale: Locale, current: boolean) => ({
  kind: p.kind,
  version: p.version,
  effectiveDate: p.effectiveDate,
  current,
  title: pick(namesOf(p, 'title'), locale),
  body: pick(namesOf(p, 'body'), locale),
});

