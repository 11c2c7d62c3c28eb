// Staff: I am online (renewed every 15 s by the operator page) or offline.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { presenceUntil } from '../rules/chat';
import { reposOf } from '../stores';
import { agentOnline } from './chat-view';
import { requireStaff } from './staff';

export async function setChatPresence(app: FastifyInstance, userIdx: number, online: boolean, locale: Locale) {
  const staffIdx = await requireStaff(app, userIdx, locale);
  await reposOf(app.database.orm).chat.setPresence(staffIdx, presenceUntil(app.clock(), online));
  return { online, agentOnline: await agentOnline(app) };
}
