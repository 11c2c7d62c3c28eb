// Live chat rules (customer centre): who is online, where a member's message goes, what a message
// may be. Pure: the routes pass the clock's now and the rows they read.

/** A staff member is online this long after the operator page last said so (it renews every 15 s). */
export const PRESENCE_TTL_SECONDS = 45;
/** How often the chat panels ask for new messages (the browser's default; tests inject their own). */
export const POLL_INTERVAL_MS = 3_000;
export const CHAT_MESSAGE_MAX = 2_000;
/** Messages one read returns at most (the panel asks again from the last one). */
export const PAGE_SIZE = 100;

/** Until when a staff member counts as online after saying `online` at `now` (now itself: offline). */
export const presenceUntil = (now: Date, online: boolean): Date => (online ? new Date(now.getTime() + PRESENCE_TTL_SECONDS * 1000) : now);

/** Someone answers when at least one staff member's presence has not run out. */
export const isAgentOnline = (agents: readonly { seenUntil: Date }[], now: Date): boolean => agents.some((a) => a.seenUntil.getTime() > now.getTime());

/**
 * Where a member's message goes: to the live conversation when an agent is online, otherwise it
 * becomes a 1:1 inquiry that keeps the page it was sent from (the centre answers it later).
 */
export const routeMessage = (agentOnline: boolean): 'CHAT' | 'INQUIRY' => (agentOnline ? 'CHAT' : 'INQUIRY');

export type MessageCheck = { ok: true; body: string } | { ok: false; rule: 'REQUIRED' | 'TOO_LONG' };

/** A message is its text without surrounding blanks: not empty, at most CHAT_MESSAGE_MAX characters. */
export function checkMessage(text: string): MessageCheck {
  const body = text.trim();
  if (body.length === 0) return { ok: false, rule: 'REQUIRED' };
  if ([...body].length > CHAT_MESSAGE_MAX) return { ok: false, rule: 'TOO_LONG' };
  return { ok: true, body };
}

/** Staff may write in an open thread only; the member only in their own open thread. */
export function canWrite(thread: { userIdx: number; status: 'OPEN' | 'CLOSED' } | null, writer: { role: 'MEMBER'; userIdx: number } | { role: 'STAFF' }): boolean {
  if (!thread || thread.status !== 'OPEN') return false;
  return writer.role === 'STAFF' || thread.userIdx === writer.userIdx;
}

/** Threads for the operator: those waiting for staff (the member wrote last) first, then the oldest activity first. */
export function staffOrder<T extends { idx: number; updatedAt: Date; lastSender: 'MEMBER' | 'STAFF' | null }>(threads: readonly T[]): T[] {
  const waiting = (t: T) => (t.lastSender === 'MEMBER' ? 0 : 1);
  return [...threads].sort((a, b) => waiting(a) - waiting(b) || a.updatedAt.getTime() - b.updatedAt.getTime() || a.idx - b.idx);
}

const TITLE_MAX = 40;

/** A message that becomes an inquiry is titled by its first line, cut at 40 characters. */
export function inquiryTitle(message: string): string {
  const first = [...(message.trim().split('\n')[0]?.trim() ?? '')];
  const title = first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX - 1).join('')}…` : first.join('');
  return [...title].length >= 2 ? title : `${title} …`;
}
