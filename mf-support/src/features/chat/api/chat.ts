// Live chat calls (api support/chat/routes.ts): the member's conversation and the staff desk.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

export const messageSchema = v.object({ idx: v.number(), sender: v.picklist(['MEMBER', 'STAFF']), body: v.string(), sentAt: v.string() });
export type ChatMessage = v.InferOutput<typeof messageSchema>;
const threadRef = v.object({ idx: v.number(), status: v.picklist(['OPEN', 'CLOSED']) });

const statusSchema = v.object({ agentOnline: v.boolean(), pollMs: v.number() });
const threadSchema = v.object({ agentOnline: v.boolean(), thread: v.nullable(threadRef), messages: v.array(messageSchema) });
const sentSchema = v.variant('mode', [
  v.object({ mode: v.literal('CHAT'), thread: threadRef, message: messageSchema }),
  v.object({ mode: v.literal('INQUIRY'), inquiry: v.object({ idx: v.number(), dueDate: v.string(), pageUrl: v.nullable(v.string()) }) }),
]);
export type Sent = v.InferOutput<typeof sentSchema>;

export const getChatStatus = (signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/chat/status', { signal, suppressAlert: true, schema: statusSchema });
export const getMyThread = (after: number, signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/chat/thread', { signal, suppressAlert: true, query: { after }, schema: threadSchema });
export const sendChatMessage = (message: string, pageUrl: string | null) =>
  apiRequest('content', 'POST', '/v1/chat/messages', { body: { message, pageUrl }, suppressAlert: true, schema: sentSchema });

const staffThreadSchema = v.object({ idx: v.number(), memberName: v.string(), pageUrl: v.nullable(v.string()), lastSender: v.nullable(v.picklist(['MEMBER', 'STAFF'])), lastMessage: v.string(), updatedAt: v.string() });
export type StaffThread = v.InferOutput<typeof staffThreadSchema>;
const staffThreadsSchema = v.object({ online: v.boolean(), threads: v.array(staffThreadSchema) });
const staffMessagesSchema = v.object({ thread: v.object({ idx: v.number(), status: v.picklist(['OPEN', 'CLOSED']), pageUrl: v.nullable(v.string()), memberName: v.string() }), messages: v.array(messageSchema) });

export const setPresence = (online: boolean) => apiRequest('content', 'POST', '/v1/staff/chat/presence', { body: { online }, suppressAlert: true });
export const getStaffThreads = (signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/staff/chat/threads', { signal, suppressAlert: true, schema: staffThreadsSchema });
export const getStaffThread = (idx: number, after: number, signal?: AbortSignal) =>
  apiRequest('content', 'GET', `/v1/staff/chat/threads/${idx}`, { signal, suppressAlert: true, query: { after }, schema: staffMessagesSchema });
export const sendStaffMessage = (idx: number, message: string) =>
  apiRequest('content', 'POST', `/v1/staff/chat/threads/${idx}/messages`, { body: { message }, suppressAlert: true, schema: v.object({ message: messageSchema }) });
export const closeThread = (idx: number) => apiRequest('content', 'POST', `/v1/staff/chat/threads/${idx}/close`, { body: {}, suppressAlert: true });
