// Staff: the conversation is over (once: closing a closed one is CHAT_CLOSED).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { chatFail } from '../failures';
import { reposOf } from '../stores';
import { requireStaff } from './staff';

export async function closeChatThread(app: FastifyInstance, userIdx: number, idx: number, locale: Locale) {
  await requireStaff(app, userIdx, locale);
  const { chat } = reposOf(app.database.orm);
  const thread = await chat.thread(idx);
  if (!thread) throw chatFail('CHAT_NOT_FOUND', locale);
  if (thread.status === 'CLOSED') throw chatFail('CHAT_CLOSED', locale);
  await chat.close(idx, app.clock());
  return { thread: { idx, status: 'CLOSED' as const } };
}
