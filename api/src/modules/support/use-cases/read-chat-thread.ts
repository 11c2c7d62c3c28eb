// Staff: one conversation and its messages after `after`.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { chatFail } from '../failures';
import { PAGE_SIZE } from '../rules/chat';
import { reposOf } from '../stores';
import { messageView } from './chat-view';
import { requireStaff } from './staff';

export async function readChatThread(app: FastifyInstance, userIdx: number, idx: number, after: number, locale: Locale) {
  await requireStaff(app, userIdx, locale);
  const { chat } = reposOf(app.database.orm);
  const thread = await chat.thread(idx);
  if (!thread) throw chatFail('CHAT_NOT_FOUND', locale);
  const messages = await chat.messages(idx, after, PAGE_SIZE);
  return { thread: { idx: thread.idx, status: thread.status, pageUrl: thread.pageUrl, memberName: thread.memberName }, messages: messages.map(messageView) };
}
