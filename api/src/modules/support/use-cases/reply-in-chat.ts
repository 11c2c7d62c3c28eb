// Staff: a message in an open conversation (a closed one takes no more).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { chatFail } from '../failures';
import { canWrite } from '../rules/chat';
import { reposOf } from '../stores';
import { messageBody, messageView } from './chat-view';
import { requireStaff } from './staff';

export async function replyInChat(app: FastifyInstance, userIdx: number, idx: number, message: string, locale: Locale) {
  const staffIdx = await requireStaff(app, userIdx, locale);
  const body = messageBody(message);
  const { chat } = reposOf(app.database.orm);
  const thread = await chat.thread(idx);
  if (!thread) throw chatFail('CHAT_NOT_FOUND', locale);
  if (!canWrite(thread, { role: 'STAFF' })) throw chatFail('CHAT_CLOSED', locale);
  return { message: messageView(await chat.addStaffMessage(idx, staffIdx, body, app.clock())) };
}
