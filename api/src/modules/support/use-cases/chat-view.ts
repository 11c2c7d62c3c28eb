// What the chat use cases share: a message as the panels show it, a message's text checked
// (rules/chat.ts), and whether an agent is there to answer now.
import type { FastifyInstance } from 'fastify';
import type { ChatMessageRow } from '../../../db/schema/support';
import { AppError } from '../../../lib/app-error';
import { koreanDateTime } from '../../../lib/localize';
import { checkMessage, isAgentOnline } from '../rules/chat';
import { reposOf } from '../stores';

export const messageView = (m: ChatMessageRow) => ({ idx: m.idx, sender: m.sender, body: m.body, sentAt: koreanDateTime(m.createdAt) });

/** The message's text without surrounding blanks; an empty or too long one is the field's INVALID_INPUT. */
export function messageBody(text: string): string {
  const checked = checkMessage(text);
  if (!checked.ok) throw new AppError('INVALID_INPUT', { issues: [{ field: 'message', rule: checked.rule === 'REQUIRED' ? 'REQUIRED' : 'INVALID' }] });
  return checked.body;
}

export const agentOnline = async (app: FastifyInstance): Promise<boolean> => isAgentOnline(await reposOf(app.database.orm).chat.agents(), app.clock());
