// A member's message: into the conversation while an agent is online, else a 1:1 inquiry that
// keeps the page it was sent from (the centre answers it by its reply deadline). Messages that
// follow while no agent is online join that inquiry as long as it waits (and has room), rather than
// each opening one more: the centre sees one question, and its queue cannot be flooded by a chat.
import type { FastifyInstance } from 'fastify';
import type { InquiryRow } from '../../../db/schema/support';
import type { Locale } from '../../../lib/locale';
import { koreanDateTime } from '../../../lib/localize';
import { inquiryTitle, routeMessage } from '../rules/chat';
import { CHAT_SEPARATOR, MEMBER_WINDOW_MS, roomFor } from '../rules/inquiry-limits';
import { reposOf } from '../stores';
import { agentOnline, messageBody, messageView } from './chat-view';
import { startInquiry } from './start-inquiry';

export interface MemberChatMessage {
  userIdx: number;
  message: string;
  /** The page the member wrote from, null when not known. */
  pageUrl: string | null;
  ip: string;
  locale: Locale;
}

/**
 * Which inquiry the member's chat opened last (shared store, so every API process agrees). Only a
 * pointer: the inquiry itself says whether it still waits; a lost pointer only means a new inquiry.
 */
const openChatInquiryKey = (userIdx: number) => `support-chat-inquiry:${userIdx}`;

const inquiryView = (row: InquiryRow, joined: boolean) => ({ idx: row.idx, dueDate: koreanDateTime(row.dueAt), pageUrl: row.pageUrl, joined });

export async function sendChatMessage(app: FastifyInstance, { userIdx, message, pageUrl, ip, locale }: MemberChatMessage) {
  const { chat, centre } = reposOf(app.database.orm);
  const body = messageBody(message);
  const now = app.clock();
  if (routeMessage(await agentOnline(app)) === 'INQUIRY') {
    const key = openChatInquiryKey(userIdx);
    const open = Number(await app.shared.get(key)) || 0;
    const joined = open > 0 ? await centre.appendToWaiting(open, userIdx, CHAT_SEPARATOR, body, roomFor(body)) : null;
    if (joined) return { mode: 'INQUIRY' as const, inquiry: inquiryView(joined, true) };
    const row = await startInquiry(app, { userIdx, ip, locale }, { type: 'ETC', title: inquiryTitle(body), content: body, orderNum: null, userOrderNum: null, pageUrl });
    await app.shared.set(key, String(row.idx), MEMBER_WINDOW_MS);
    return { mode: 'INQUIRY' as const, inquiry: inquiryView(row, false) };
  }
  const sent = await chat.addMemberMessage(userIdx, body, pageUrl, now);
  return { mode: 'CHAT' as const, thread: { idx: sent.thread.idx, status: sent.thread.status }, message: messageView(sent.message) };
}
