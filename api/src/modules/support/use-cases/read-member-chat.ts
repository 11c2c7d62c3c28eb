// The member's open conversation and its messages after `after` (the panel polls).
import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '../rules/chat';
import { reposOf } from '../stores';
import { agentOnline, messageView } from './chat-view';

export async function readMemberChat(app: FastifyInstance, userIdx: number, after: number) {
  const { chat } = reposOf(app.database.orm);
  const thread = await chat.openThreadOf(userIdx);
  const messages = thread ? await chat.messages(thread.idx, after, PAGE_SIZE) : [];
  return { agentOnline: await agentOnline(app), thread: thread ? { idx: thread.idx, status: thread.status } : null, messages: messages.map(messageView) };
}
