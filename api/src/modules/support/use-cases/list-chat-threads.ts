// Staff: the open conversations, those waiting for an answer first, and whether I am online.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime } from '../../../lib/localize';
import { isAgentOnline, staffOrder } from '../rules/chat';
import { reposOf } from '../stores';
import { requireStaff } from './staff';

export async function listChatThreads(app: FastifyInstance, userIdx: number, locale: Locale) {
  const staffIdx = await requireStaff(app, userIdx, locale);
  const { chat } = reposOf(app.database.orm);
  const [rows, agents] = await Promise.all([chat.openThreads(), chat.agents()]);
  const me = agents.find((a) => a.userIdx === staffIdx);
  return {
    online: me ? isAgentOnline([me], app.clock()) : false,
    threads: staffOrder(rows).map((t) => ({
      idx: t.idx,
      memberName: t.memberName,
      pageUrl: t.pageUrl,
      lastSender: t.lastSender,
      lastMessage: t.lastMessage,
      updatedAt: koreanDateTime(t.updatedAt),
    })),
  };
}
