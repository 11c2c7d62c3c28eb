// Tabs tell each other about log-in, log-out and expiry (BroadcastChannel 'stay-session'), so a
// second tab does not keep showing a member who has gone, or a visitor who has just logged in.
// Refreshes need no message: the cookies are shared and navigator.locks orders them (shared).
import { logger, type UserInfo } from '@stay/shared';

export const SESSION_CHANNEL = 'stay-session';

export type SessionMessage = { type: 'login'; user: UserInfo } | { type: 'logout' } | { type: 'expired' };

let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null;
  channel = new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

/** Tells the other tabs (never this one: a channel does not hear its own posts). */
export function broadcastSession(message: SessionMessage): void {
  try {
    open()?.postMessage(message);
  } catch (error) {
    logger.warn('session broadcast failed', error);
  }
}

/** Listens to the other tabs; returns the function that stops listening. */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  const ch = open();
  if (!ch) return () => {};
  const handle = (event: MessageEvent<SessionMessage>) => {
    const data = event.data as Partial<SessionMessage> | null;
    if (data && (data.type === 'login' || data.type === 'logout' || data.type === 'expired')) listener(data as SessionMessage);
  };
  ch.addEventListener('message', handle);
  return () => ch.removeEventListener('message', handle);
}

/** Closes the channel (tests; a page that goes away closes it anyway). */
export function closeSessionChannel(): void {
  channel?.close();
  channel = null;
}
