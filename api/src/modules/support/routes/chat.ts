// Live chat (customer centre). Members: GET /v1/chat/status, GET /v1/chat/thread?after=,
// POST /v1/chat/messages {message, pageUrl}. Staff (the operator page): POST
// /v1/staff/chat/presence {online}, GET /v1/staff/chat/threads, GET /v1/staff/chat/threads/{idx}
// ?after=, POST .../{idx}/messages {message}, POST .../{idx}/close. The browser polls (POLL_INTERVAL_MS).
// Rules: rules/chat.ts; the work: use-cases/ (chat-*, *-chat-*); SQL: store/chat.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { intParam } from '../../../lib/content-fields';
import { chatStatus } from '../use-cases/chat-status';
import { closeChatThread } from '../use-cases/close-chat-thread';
import { listChatThreads } from '../use-cases/list-chat-threads';
import { readChatThread } from '../use-cases/read-chat-thread';
import { readMemberChat } from '../use-cases/read-member-chat';
import { replyInChat } from '../use-cases/reply-in-chat';
import { sendChatMessage } from '../use-cases/send-chat-message';
import { setChatPresence } from '../use-cases/set-chat-presence';

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

export const chatRoutes: FastifyPluginAsync = async (app) => {
  const auth = { onRequest: app.authenticate };

  // Anyone: is someone there to answer (the panel says so before the first message).
  app.get('/v1/chat/status', async () => ok(await chatStatus(app)));

  // The member's open conversation and its messages after `after`.
  app.get('/v1/chat/thread', { ...auth, schema: { querystring: After } }, async (request) => {
    const { after } = request.query as v.InferOutput<typeof After>;
    return ok(await readMemberChat(app, requireAuth(request).userIdx, after));
  });

  // A member's message: into the conversation while an agent is online, else a 1:1 inquiry with the page.
  app.post('/v1/chat/messages', { ...auth, schema: { body: MemberMessage } }, async (request) => {
    const { message, pageUrl } = request.body as v.InferOutput<typeof MemberMessage>;
    return ok(await sendChatMessage(app, { userIdx: requireAuth(request).userIdx, message, pageUrl, ip: request.ip, locale: request.locale }));
  });

  // Staff: I am online (renewed every 15 s by the operator page) or offline.
  app.post('/v1/staff/chat/presence', { ...auth, schema: { body: Presence } }, async (request) => {
    const { online } = request.body as v.InferOutput<typeof Presence>;
    return ok(await setChatPresence(app, requireAuth(request).userIdx, online, request.locale));
  });

  // Staff: open conversations, those waiting for an answer first.
  app.get('/v1/staff/chat/threads', auth, async (request) => ok(await listChatThreads(app, requireAuth(request).userIdx, request.locale)));

  app.get('/v1/staff/chat/threads/:idx', { ...auth, schema: { params: IdxParams, querystring: After } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const { after } = request.query as v.InferOutput<typeof After>;
    return ok(await readChatThread(app, requireAuth(request).userIdx, idx, after, request.locale));
  });

  app.post('/v1/staff/chat/threads/:idx/messages', { ...auth, schema: { params: IdxParams, body: StaffMessage } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    const { message } = request.body as v.InferOutput<typeof StaffMessage>;
    return ok(await replyInChat(app, requireAuth(request).userIdx, idx, message, request.locale));
  });

  app.post('/v1/staff/chat/threads/:idx/close', { ...auth, schema: { params: IdxParams, body: Empty } }, async (request) => {
    const { idx } = request.params as v.InferOutput<typeof IdxParams>;
    return ok(await closeChatThread(app, requireAuth(request).userIdx, idx, request.locale));
  });
};
