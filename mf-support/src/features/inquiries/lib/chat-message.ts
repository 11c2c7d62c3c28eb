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

/** The pages a member can name, in the words the site uses for them (the `chat.page.*` strings). */
export type PageName = 'main' | 'search' | 'product' | 'bookings' | 'mypage' | 'membership' | 'welfare' | 'faq' | 'notice' | 'inquiries' | 'policy' | 'voucher';

/**
 * The page a path shows, so the chat can tell the member which page goes with their message
 * without printing its path; null for a path we cannot name.
 */
export function pageNameOf(url: string): PageName | null {
  const path = localeFromPath(url.split(/[?#]/)[0] ?? '').rest.replace(/\/+$/, '') || '/';
  const rules: [RegExp, PageName][] = [
    [/^\/$/, 'main'],
    [/^\/search$/, 'search'],
    [/^\/(products|accom)\//, 'product'],
    [/^\/mypage\/books(\/|$)/, 'bookings'],
    [/^\/mypage(\/|$)/, 'mypage'],
    [/^\/membership\/benefit-mall(\/|$)/, 'welfare'],
    [/^\/membership(\/|$)/, 'membership'],
    [/^\/faq(\/|$)/, 'faq'],
    [/^\/notice(\/|$)/, 'notice'],
    [/^\/inquiries(\/|$)/, 'inquiries'],
    [/^\/policy\//, 'policy'],
    [/^\/lms\//, 'voucher'],
  ];
  return rules.find(([re]) => re.test(path))?.[1] ?? null;
}
