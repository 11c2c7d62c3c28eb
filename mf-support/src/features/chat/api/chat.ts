// The staff desk's live chat calls (api support/chat/routes.ts): presence, the open conversations,
// one conversation, replying and closing.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';
import { messageSchema } from '../../../lib/chat-message';

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
