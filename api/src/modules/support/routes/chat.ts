// Live chat (customer centre). Members: GET /v1/chat/status, GET /v1/chat/thread?after=,
// POST /v1/chat/messages {message, pageUrl}. Staff (the operator page): POST
// /v1/staff/chat/presence {online}, GET /v1/staff/chat/threads, GET /v1/staff/chat/threads/{idx}
// ?after=, POST .../{idx}/messages {message}, POST .../{idx}/close. The browser polls (POLL_INTERVAL_MS).
// Rules: rules/chat.ts; SQL: store/chat.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AppError, failureCatalog } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { intParam } from '../../../lib/content-fields';
import { koreanDateTime } from '../../../lib/localize';
import type { ChatMessageRow } from '../../../db/schema/support';
import { supportFail } from '../failures';
import { replyDueAt } from '../rules/reply-deadline';
import { supportRepository } from '../store/centre';
import { canWrite, checkMessage, inquiryTitle, isAgentOnline, PAGE_SIZE, POLL_INTERVAL_MS, presenceUntil, routeMessage, staffOrder } from '../rules/chat';
import { chatRepository } from '../store/chat';

const chatFail = failureCatalog(
  {
    CHAT_NOT_FOUND: { ko: '대화를 찾을 수 없습니다.', en: 'This conversation could not be found.', ja: '会話が見つかりません。' },
    CHAT_CLOSED: { ko: '종료된 대화입니다.', en: 'This conversation has ended.', ja: '終了した会話です。' },
  },
  { CHAT_NOT_FOUND: 404, CHAT_CLOSED: 409 },
);

/** Text that may span lines: no other control characters. */
const messageText = v.pipe(
  v.string(msg('TYPE')),
  v.maxLength(8_000, msg('INVALID')),
  v.check((s) => ![...s].some((c) => (c.charCodeAt(0) < 0x20 && c !== '\n' && c !== '\r' && c !== '\t') || c.charCodeAt(0) === 0x7f), msg('INVALID')),
);
const PAGE_URL = v.pipe(v.string(msg('TYPE')), v.maxLength(500, msg('INVALID')), v.regex(/^\/[^\s]*$/, msg('INVALID')));
/** `pageUrl` is always sent (null when the page is not known): a message without it is not the panel's. */
const MemberMessage = v.strictObject({ message: messageText, pageUrl: v.nullable(PAGE_URL) });
const StaffMessage = v.strictObject({ message: messageText });
const Presence = v.strictObject({ online: v.boolean(msg('TYPE')) });
const After = v.strictObject({ after: v.optional(intParam(0, 2_000_000_000), '0') });
const IdxParams = v.strictObject({ idx: intParam(1, 2_000_000_000) });
const Empty = v.optional(v.strictObject({}));

const view = (m: ChatMessageRow) => ({ idx: m.idx, sender: m.sender, body: m.body, sentAt: koreanDateTime(m.createdAt) });

function bodyOf(text: string): string {
  const checked = checkMessage(text);
  if (!checked.ok) throw new AppError('INVALID_INPUT', { issues: [{ field: 'message', rule: checked.rule === 'REQUIRED' ? 'REQUIRED' : 'INVALID' }] });
  return checked.body;
}

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const chat = chatRepository(app.database.orm);
  const support = supportRepository(app.database.orm);
  const auth = { onRequest: app.authenticate };
  const online = async () => isAgentOnline(await chat.agents(), app.clock());
  const requireStaff = async (request: FastifyRequest) => {
    const { userIdx } = requireAuth(request);
    if (!(await support.isStaff(userIdx))) throw supportFail('STAFF_ONLY', request.locale);
    return userIdx;
  };

  // Anyone: is someone there to answer (the panel says so before the first message).
  app.get('/v1/chat/status', async () => ok({ agentOnline: await online(), pollMs: POLL_INTERVAL_MS }));

  // The member's open conversation and its messages after `after`.
  app.get('/v1/chat/thread', { ...auth, schema: { querystring: After } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { after } = request.query as v.InferOutput<typeof After>;
    const thread = await chat.openThreadOf(userIdx);
    const messages = thread ? await chat.messages(thread.idx, after, PAGE_SIZE) : [];
    return ok({ agentOnline: await online(), thread: thread ? { idx: thread.idx, status: thread.status } : null, messages: messages.map(view) });
  });

  // A member's message: into the conversation while an agent is online, else a 1:1 inquiry with the page.
  app.post('/v1/chat/messages', { ...auth, schema: { body: MemberMessage } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const input = request.body as v.InferOutput<typeof MemberMessage>;
    const body = bodyOf(input.message);
    const pageUrl = input.pageUrl;
    const now = app.clock();
    if (routeMessage(await online()) === 'INQUIRY') {
      const inquiry = await support.createInquiry({ userIdx, type: 'ETC', title: inquiryTitle(body), content: body, orderNum: null, userOrderNum: null, pageUrl, createdAt: now, dueAt: replyDueAt(now) });
      return ok({ mode: 'INQUIRY' as const, inquiry: { idx: inquiry.idx, dueDate: koreanDateTime(inquiry.dueAt), pageUrl: inquiry.pageUrl } });
    }
    const { thread, message } = await chat.addMemberMessage(userIdx, body, pageUrl, now);
    return ok({ mode: 'CHAT' as const, thread: { idx: thread.idx, status: thread.status }, message: view(message) });
  });

  // Staff: I am online (renewed every 15 s by the operator page) or offline.
  app.post('/v1/staff/chat/presence', { ...auth, schema: { body: Presence } }, async (request) => {
    const staffIdx = await requireStaff(request);
    const { online: on } = request.body as v.InferOutput<typeof Presence>;
    const until = presenceUntil(app.clock(), on);
    await chat.setPresence(staffIdx, until);
    return ok({ online: on, agentOnline: await online() });
  });

  // Staff: open conversations, those waiting for an answer first.
  app.get('/v1/staff/chat/threads', auth, async (request) => {
    const staffIdx = await requireStaff(request);
    const [rows, agents] = await Promise.all([chat.openThreads(), chat.agents()]);
    const me = agents.find((a) => a.userIdx === staffIdx);
    return ok({
      online: me ? isAgentOnline([me], app.clock()) : false,
      threads: staffOrder(rows).map((t) => ({
        idx: t.idx,
        memberName: t.memberName,
        pageUrl: t.pageUrl,
        lastSender: t.lastSender,
        lastMessage: t.lastMessage,
        updatedAt: koreanDateTime(t.updatedAt),
      })),
    });
  });

  app.get('/v1/staff/chat/threads/:idx', { ...auth, schema: { params: IdxParams, querystring: After } }, async (request) => {
    await requireStaff(request);
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const { after } = request.query as v.InferOutput<typeof After>;
    const thread = await chat.thread(idx);
    if (!thread) throw chatFail('CHAT_NOT_FOUND', request.locale);
    const messages = await chat.messages(idx, after, PAGE_SIZE);
    return ok({ thread: { idx: thread.idx, status: thread.status, pageUrl: thread.pageUrl, memberName: thread.memberName }, messages: messages.map(view) });
  });

  app.post('/v1/staff/chat/threads/:idx/messages', { ...auth, schema: { params: IdxParams, body: StaffMessage } }, async (request) => {
    const staffIdx = await requireStaff(request);
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const body = bodyOf((request.body as v.InferOutput<typeof StaffMessage>).message);
    const thread = await chat.thread(idx);
    if (!thread) throw chatFail('CHAT_NOT_FOUND', request.locale);
    if (!canWrite(thread, { role: 'STAFF' })) throw chatFail('CHAT_CLOSED', request.locale);
    const message = await chat.addStaffMessage(idx, staffIdx, body, app.clock());
    return ok({ message: view(message) });
  });

  app.post('/v1/staff/chat/threads/:idx/close', { ...auth, schema: { params: IdxParams, body: Empty } }, async (request) => {
    await requireStaff(request);
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const thread = await chat.thread(idx);
    if (!thread) throw chatFail('CHAT_NOT_FOUND', request.locale);
    if (thread.status === 'CLOSED') throw chatFail('CHAT_CLOSED', request.locale);
    await chat.close(idx, app.clock());
    return ok({ thread: { idx, status: 'CLOSED' as const } });
  });
};
