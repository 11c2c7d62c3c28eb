// The chat panel's message rules. While no agent is online a message becomes a 1:1 inquiry (the
// server titles it by its first line, cut at 40 characters: api support/chat/chat-rules.ts) with
// the page the member came from.
import { localeFromPath } from '@stay/shared';

export const CHAT_MIN = 2;
export const CHAT_MAX = 2000;
const TITLE_MAX = 40;

export function chatTitle(message: string): string {
  const first = message.trim().split('\n')[0]?.trim() ?? '';
  const chars = [...first];
  const title = chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : first;
  return [...title].length >= 2 ? title : `${title} …`;
}

/** The page the chat was opened from: ?from=, else the newest visited page that is not the chat. */
export function chatPageUrl(from: string | null, history: readonly string[]): string | null {
  const ok = (p: string | null | undefined): p is string => Boolean(p && /^\/[^\s]*$/.test(p) && p.length <= 500 && !/^\/inquiries\/chat(\/|\?|$)/.test(localeFromPath(p.split('?')[0] ?? '').rest));
  if (ok(from)) return from;
  return history.find((p) => ok(p)) ?? null;
}
