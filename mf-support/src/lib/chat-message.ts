// A chat message and the chat's status (api support/chat/routes.ts): the member's panel and the staff
// desk both read them.
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';

export const messageSchema = v.object({ idx: v.number(), sender: v.picklist(['MEMBER', 'STAFF']), body: v.string(), sentAt: v.string() });
export type ChatMessage = v.InferOutput<typeof messageSchema>;
export const threadRef = v.object({ idx: v.number(), status: v.picklist(['OPEN', 'CLOSED']) });

const statusSchema = v.object({ agentOnline: v.boolean(), pollMs: v.number() });
export const getChatStatus = (signal?: AbortSignal) => apiRequest('content', 'GET', '/v1/chat/status', { signal, suppressAlert: true, schema: statusSchema });
