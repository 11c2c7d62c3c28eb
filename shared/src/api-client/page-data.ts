// The first screen's API answers that came with the page (the server's api/site/page-data,
// declared in mf/page-routes FIRST_VIEW_DATA). Each answers its request once, in the locale it was
// made in; any later request (a retry, a refresh, another locale) goes to the server.
//
// A server-rendered first view (api/site/first-view) reads the same answers while the server renders
// it (`withServerPageData`), and its hydration reads them again in the browser (`peekPageData`), so
// both draw the same thing.
import type { BootData } from '../mf/contract';

/**
 * Where an answer is kept: a GET by its URL; a POST by method, URL and JSON body (a stay page's
 * detail is a POST of its dates and guests), so only the very same request finds it.
 */
export function pageDataKey(method: string, url: string, body?: unknown): string {
  return method === 'GET' ? url : `${method} ${url} ${JSON.stringify(body ?? null)}`;
}

/** The answers a server render may read: key -> response body (one visitor, one render). */
let serverAnswers: Readonly<Record<string, unknown>> | null = null;

const bootAnswers = (): BootData['data'] =>
  typeof window === 'undefined' ? undefined : (window as unknown as { __STAY_BOOT__?: BootData }).__STAY_BOOT__?.data;

export function takePageData(url: string, locale: string): unknown {
  const data = bootAnswers();
  const hit = data?.[url];
  if (!data || !hit) return undefined;
  delete data[url];
  return hit.locale === locale ? hit.body : undefined;
}

/** The answer for `key` (pageDataKey) without taking it: a first render reads it, its request is then not made. */
export function peekPageData(key: string, locale: string): unknown {
  if (serverAnswers) return serverAnswers[key];
  const hit = bootAnswers()?.[key];
  return hit?.locale === locale ? hit.body : undefined;
}

/**
 * Runs a server render with this visitor's answers readable by `peekPageData`. A render is
 * synchronous (renderToString), so no other visitor's render can see them.
 */
export function withServerPageData<T>(answers: Readonly<Record<string, unknown>>, render: () => T): T {
  serverAnswers = answers;
  try {
    return render();
  } finally {
    serverAnswers = null;
  }
}

/** The answers that came with a page in `locale`, by key: what a server render reads (withServerPageData). */
export function answersIn(data: BootData['data'], locale: string): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [key, answer] of Object.entries(data ?? {})) if (answer.locale === locale) answers[key] = answer.body;
  return answers;
}
