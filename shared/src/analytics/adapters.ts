// The tracker's adapters. The collector batches events to the API's first-party collector
// (POST /api/service/content/v1/analytics/events): a batch leaves after BATCH_DELAY_MS, at
// ANALYTICS_BATCH_MAX events, or when the page is hidden (fetch keepalive, so it survives the
// navigation to the payment gateway). Failures are dropped: analytics never bother the visitor.
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from '../api-client/cookies';
import { logger } from '../log/logger';
import { ANALYTICS_BATCH_MAX, type CollectedEvent } from './events';
import type { AnalyticsAdapter } from './tracker';

export const ANALYTICS_COLLECT_PATH = '/api/service/content/v1/analytics/events';
const BATCH_DELAY_MS = 2000;

export function collectorAdapter(endpoint = ANALYTICS_COLLECT_PATH, post: (url: string, body: string) => void = keepalivePost): AnalyticsAdapter {
  let queue: CollectedEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, ANALYTICS_BATCH_MAX);
      queue = queue.slice(ANALYTICS_BATCH_MAX);
      post(endpoint, JSON.stringify({ events: batch }));
    }
  };
  return {
    name: 'collector',
    send(event) {
      queue.push(event);
      if (queue.length >= ANALYTICS_BATCH_MAX) flush();
      else timer ??= setTimeout(flush, BATCH_DELAY_MS);
    },
    flush,
  };
}

function keepalivePost(url: string, body: string): void {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  void fetch(url, { method: 'POST', headers, body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/** Development: each event in the console, as it would be sent. */
export const consoleAdapter: AnalyticsAdapter = {
  name: 'console',
  send(event) {
    logger.info('[analytics]', event.name, event.params);
  },
};
