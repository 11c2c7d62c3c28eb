// How many 1:1 inquiries may be started, and how a chat message joins the inquiry it follows.
// Without limits one account (or one address) could bury the centre's queue under inquiries, and
// an honest question sent after them would wait behind all of them. Pure: the use cases pass the
// counts they read and the clock's now.

/** A member writes a handful of questions a day; ten in 24 hours is plenty. */
export const INQUIRIES_PER_MEMBER = 10;
export const MEMBER_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One address may carry many members (a mobile carrier's shared address, an office), so its limit
 * is generous: it only stops one machine from opening inquiries with many accounts.
 */
export const INQUIRIES_PER_ADDRESS = 100;
export const ADDRESS_WINDOW_MS = 60 * 60 * 1000;

/**
 * Chat messages written while no agent is online join the member's open chat inquiry up to this
 * many characters (a few full messages); past it the next message starts a new inquiry, which
 * counts against the member's limit. So a member's messages never grow one inquiry without end.
 */
export const CHAT_INQUIRY_CONTENT_MAX = 8_000;

/** Where a member's own limit stands: may start another inquiry, or must wait until `retryAt`. */
export function memberAdmission(recent: readonly Date[], now: Date): { ok: true } | { ok: false; retryAt: Date } {
  const since = now.getTime() - MEMBER_WINDOW_MS;
  const inWindow = recent.filter((d) => d.getTime() > since).sort((a, b) => a.getTime() - b.getTime());
  if (inWindow.length < INQUIRIES_PER_MEMBER) return { ok: true };
  // The oldest that still counts frees a place when it leaves the window.
  const frees = inWindow[inWindow.length - INQUIRIES_PER_MEMBER]!;
  return { ok: false, retryAt: new Date(frees.getTime() + MEMBER_WINDOW_MS) };
}

/** Seconds to wait, rounded up, at least one. */
export const secondsUntil = (at: Date, now: Date): number => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** A following message is set apart from the one before by a blank line. */
export const CHAT_SEPARATOR = '\n\n';

/** The longest text (in characters) the open chat inquiry may have and still take `message` within its cap. */
export const roomFor = (message: string): number => CHAT_INQUIRY_CONTENT_MAX - [...CHAT_SEPARATOR].length - [...message].length;
