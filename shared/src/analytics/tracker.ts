// The one analytics tracker every app calls (`track({name, params})`, payloads in events.ts).
// Adapters do the sending: the shell registers the first-party collector (adapters.ts) and, on a
// demo server, the console adapter. Consent gates everything: before the visitor answers the
// banner, events wait in memory (at most PENDING_MAX, never stored); 'granted' sends them,
// 'denied' drops them and everything after. Events of one session (30 idle minutes, all tabs)
// share a session id, which the funnel report joins on.
import { logger } from '../log/logger';
import { readStorage, removeStorage, writeStorage } from '../stores/storage';
import { onConsentChange, readConsent } from './consent';
import { validateAnalyticsEvent, type AnalyticsEvent, type CollectedEvent } from './events';

export interface AnalyticsAdapter {
  name: string;
  send(event: CollectedEvent): void;
  /** Sends what is batched now (page hide). */
  flush?(): void;
}

const PENDING_MAX = 50;
const adapters = new Map<string, AnalyticsAdapter>();
let pending: CollectedEvent[] = [];

function newId(): string {
  const bytes = new Uint8Array(12);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('').slice(0, 20);
}

/** GA4's session: it ends after 30 minutes without an event. */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60_000;
const SESSION_KEY = 'stay:analytics-session';

/**
 * A random session id shared by the site's tabs (a stay opens in a new window from the results),
 * kept in local storage only once consent is given, renewed after 30 idle minutes.
 */
export function analyticsSessionId(now = Date.now()): string {
  const stored = readStorage<{ id?: unknown; at?: unknown } | null>(SESSION_KEY, null);
  const id = stored && typeof stored.id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(stored.id) && typeof stored.at === 'number' && now - stored.at < ANALYTICS_SESSION_IDLE_MS ? stored.id : newId();
  writeStorage(SESSION_KEY, { id, at: now });
  return id;
}

function deliver(event: CollectedEvent): void {
  for (const adapter of adapters.values()) {
    try {
      adapter.send(event);
    } catch (error) {
      logger.warn('analytics adapter failed', adapter.name, error);
    }
  }
}

onConsentChange((consent) => {
  const waiting = pending;
  pending = [];
  if (consent === 'granted') for (const e of waiting) deliver({ ...e, sessionId: analyticsSessionId() });
  else removeStorage(SESSION_KEY);
});

/** Registers (or replaces, by name) an adapter; returns a function that removes it. */
export function registerAnalyticsAdapter(adapter: AnalyticsAdapter): () => void {
  adapters.set(adapter.name, adapter);
  return () => {
    if (adapters.get(adapter.name) === adapter) adapters.delete(adapter.name);
  };
}

/** Records one event. Invalid payloads are a programming error: logged, never sent. */
export function track(event: AnalyticsEvent): void {
  const issues = validateAnalyticsEvent(event);
  if (issues.length > 0) {
    logger.warn('analytics event refused', event.name, issues);
    return;
  }
  const consent = readConsent();
  if (consent === 'denied') return;
  const collected: CollectedEvent = { name: event.name, params: { ...event.params }, at: new Date().toISOString(), sessionId: consent === 'granted' ? analyticsSessionId() : '' };
  if (consent === null) {
    pending = [...pending, collected].slice(-PENDING_MAX);
    return;
  }
  deliver(collected);
}

export function flushAnalytics(): void {
  for (const adapter of adapters.values()) adapter.flush?.();
}

/** Tests: forget adapters, waiting events and the session id. */
export function resetAnalyticsForTests(): void {
  adapters.clear();
  pending = [];
  removeStorage(SESSION_KEY);
}
