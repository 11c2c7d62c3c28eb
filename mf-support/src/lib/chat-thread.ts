// The conversation as the panels keep it: messages in the server's order, each once, however the
// polls and the answers to sending overlap.
import type { ChatMessage } from './chat-message';

export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byIdx = new Map(current.map((m) => [m.idx, m]));
  for (const m of incoming) byIdx.set(m.idx, m);
  return [...byIdx.values()].sort((a, b) => a.idx - b.idx);
}

/** The cursor for the next poll: the newest message the panel has (0 when none). */
export const lastIdx = (messages: readonly ChatMessage[]): number => messages.reduce((n, m) => Math.max(n, m.idx), 0);

/** The staff desk renews its presence this often (the server keeps it 45 s). */
export const PRESENCE_RENEW_MS = 15_000;
