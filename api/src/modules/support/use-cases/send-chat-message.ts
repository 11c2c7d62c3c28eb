// A member's message: into the conversation while an agent is online, else a 1:1 inquiry that
// keeps the page it was sent from (the centre answers it by its reply deadline).
import type { FastifyInstance } from 'fastify';
import { inquiryTitle, routeMessage } from '../rules/chat';
import { replyDueAt } from '../rules/reply-deadline';
import { koreanDateTime } from '../../../lib/localize';
import { reposOf } from '../stores';
import { agentOnline, messageBody, messageView } from './chat-view';

export interface MemberChatMessage {
  userIdx: number;
  message: string;
  /** The page the member wrote from, null when not known. */
  pageUrl: string | null;
}

export async function sendChatMessage(app: FastifyInstance, { userIdx, message, pageUrl }: MemberChatMessage) {
  const { chat, centre } = reposOf(app.database.orm);
  const body = messageBody(message);
  const now = app.clock();
  if (routeMessage(await agentOnline(app)) === 'INQUIRY') {
    const inquiry = await centre.createInquiry({ userIdx, type: 'ETC', title: inquiryTitle(body), content: body, orderNum: null, userOrderNum: null, pageUrl, createdAt: now, dueAt: replyDueAt(now) });
    return { mode: 'INQUIRY' as const, inquiry: { idx: inquiry.idx, dueDate: koreanDateTime(inquiry.dueAt), pageUrl: inquiry.pageUrl } };
  }
  const sent = await chat.addMemberMessage(userIdx, body, pageUrl, now);
  return { mode: 'CHAT' as const, thread: { idx: sent.thread.idx, status: sent.thread.status }, message: messageView(sent.message) };
}
