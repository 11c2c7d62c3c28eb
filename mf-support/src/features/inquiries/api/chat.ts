// The member's live chat (api support/chat/routes.ts): the conversation and sending to it.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';
import { messageSchema, threadRef } from '../../../lib/chat-message';

const threadSchema = v.object({ agentOnline: v.boolean(), thread: v.nullable(threadRef), messages: v.array(messageSchema) });
const sentSchema = v.variant('mode', [
  v.object({ mode: v.literal('CHAT'), thread: threadRef, message: messageSchema }),
  v.object({ mode: v.literal('INQUIRY'), inquiry: v.object({ idx: v.number(), dueDate: v.string(), pageUrl: v.nullable(v.string()) }) }),
]);
export type Sent = v.InferOutput<typeof sentSchema>;

export const getMyThread = (after: number, signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/chat/thread', { signal, suppressAlert: true, query: { after }, schema: threadSchema });
export const sendChatMessage = (message: string, pageUrl: string | null) =>
  apiRequest('content', 'POST', '/v1/chat/messages', { body: { message, pageUrl }, suppressAlert: true, schema: sentSchema });
