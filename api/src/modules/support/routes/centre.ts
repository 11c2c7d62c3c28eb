// The customer centre's calls, inside the content service (SPEC §7 "Inquiries"):
// the member's 1:1 inquiries, the staff queue and answer, and the policy documents. Each route
// parses and calls one use case (use-cases/); rules in rules/reply-deadline.ts and
// rules/inquiry-state.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { code, intParam, text } from '../../../lib/content-fields';
import { STATUS_FILTERS } from '../rules/inquiry-state';
import { replyTime } from '../rules/reply-deadline';
import { answerInquiry } from '../use-cases/answer-inquiry';
import { inquiryForm } from '../use-cases/inquiry-form';
import { listInquiries } from '../use-cases/list-inquiries';
import { listInquiryOrders } from '../use-cases/list-inquiry-orders';
import { listStaffQueue } from '../use-cases/list-staff-queue';
import { readCurrentPolicy } from '../use-cases/read-current-policy';
import { readInquiry } from '../use-cases/read-inquiry';
import { readPolicyVersion } from '../use-cases/read-policy-version';
import { sendInquiry } from '../use-cases/send-inquiry';
import { isStaff } from '../use-cases/staff';
import { chatRoutes } from './chat';

/** SPEC §5 "required" first, then the length this form allows. */
const required = (min: number, max: number, rule: 'INQUIRY_TITLE' | 'INQUIRY_CONTENT' | 'INVALID') =>
  v.pipe(text(max + 1000), v.nonEmpty(msg('REQUIRED')), v.minLength(min, msg(rule)), v.maxLength(max, msg(rule)));

/** The staff queue's page: 20 by default, at most 100. */
const STAFF_PAGE_SIZE = 20;
const STAFF_PAGE_MAX = 100;

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
const StaffQuery = v.strictObject({
  status: v.optional(v.picklist(STATUS_FILTERS, msg('INVALID')), 'WAIT'),
  page: v.optional(intParam(1, 100_000), '1'),
  size: v.optional(intParam(1, STAFF_PAGE_MAX), String(STAFF_PAGE_SIZE)),
});
const KindParams = v.strictObject({ kind: v.picklist(['terms', 'privacy', 'ir'], msg('INVALID')) });
const VersionParams = v.strictObject({ kind: v.picklist(['terms', 'privacy', 'ir'], msg('INVALID')), version: v.pipe(code(20), v.nonEmpty()) });

export const customerCentreRoutes: FastifyPluginAsync = async (app) => {
  const auth = { onRequest: app.authenticate };
  // Live chat (chat.ts).
  await app.register(chatRoutes);

  // When a question sent now would be answered (the form shows it before sending).
  app.get('/v1/inquiries/reply-time', async () => ok(replyTime(app.clock())));

  // The member's bookings a question can be about.
  app.get('/v1/inquiries/orders', auth, async (request) => ok(await listInquiryOrders(app, requireAuth(request).userIdx, request.locale)));

  // SPEC §7 GET /v1/inquiries/status/{status}: ALL, WAIT or COMPLETE, with the SPEC §3 counts.
  app.get('/v1/inquiries/status/:status', { ...auth, schema: { params: StatusParams, querystring: PageQuery } }, async (request) => {
    const { status } = request.params as v.InferOutput<typeof StatusParams>;
    const { page, size } = request.query as v.InferOutput<typeof PageQuery>;
    return ok(await listInquiries(app, { userIdx: requireAuth(request).userIdx, status, page, size, locale: request.locale }));
  });

  app.get('/v1/inquiries/detail/:idx', { ...auth, schema: { params: IdxParams } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    return ok(await readInquiry(app, requireAuth(request).userIdx, idx, request.locale));
  });

  // SPEC §7 GET /v1/inquiries/{type} {type, orderNum} -> inquiry: the form pre-filled for a booking.
  app.get('/v1/inquiries/:type', { ...auth, schema: { params: TypeParams, querystring: OrderQuery } }, async (request) => {
    const { type } = request.params as v.InferOutput<typeof TypeParams>;
    const { orderNum } = request.query as v.InferOutput<typeof OrderQuery>;
    return ok(await inquiryForm(app, requireAuth(request).userIdx, type, orderNum, request.locale));
  });

  // SPEC §7 POST /v1/inquiries.
  app.post('/v1/inquiries', { ...auth, schema: { body: InquiryBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof InquiryBody>;
    return ok(await sendInquiry(app, requireAuth(request).userIdx, request.ip, body, request.locale));
  });

  // Staff: who am I (the operator page asks before showing the queue).
  app.get('/v1/staff/me', auth, async (request) => ok({ staff: await isStaff(app, requireAuth(request).userIdx) }));

  // Staff: a page of the queue, waiting ones first and the oldest of them first, overdue marked, with the counts.
  app.get('/v1/staff/inquiries', { ...auth, schema: { querystring: StaffQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const query = request.query as v.InferOutput<typeof StaffQuery>;
    return ok(await listStaffQueue(app, userIdx, query, request.locale));
  });

  // Staff: the answer, once; the member is told through the message service in the same transaction.
  app.post('/v1/staff/inquiries/:idx/answer', { ...auth, schema: { params: IdxParams, body: AnswerBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const { answer } = request.body as v.InferOutput<typeof AnswerBody>;
    const { inquiry } = await answerInquiry(app, { userIdx, idx, answer, locale: request.locale });
    return ok({ inquiry });
  });

  // Policies: the current version, every version's date, and any one version by name.
  app.get('/v1/policies/:kind', { schema: { params: KindParams } }, async (request) => {
    const { kind } = request.params as v.InferOutput<typeof KindParams>;
    return ok(await readCurrentPolicy(app, kind, request.locale));
  });

  app.get('/v1/policies/:kind/:version', { schema: { params: VersionParams } }, async (request) => {
    const { kind, version } = request.params as v.InferOutput<typeof VersionParams>;
    return ok(await readPolicyVersion(app, kind, version, request.locale));
  });
};
