// Label values for the metrics, chosen so a series' count stays bounded whatever clients send: a
// label never carries a raw URL, a free text or an id.

/** Requests that matched no route (404s, scanners' probes) share one value: never the raw URL. */
export const UNMATCHED = 'unmatched';

/** The route's template (`/api/service/content/v1/books/:orderNum`) as Fastify matched it, or `unmatched`. */
export function routeLabel(routeUrl: string | undefined): string {
  return routeUrl ? routeUrl : UNMATCHED;
}

/** A rate limit's name as the route's config gives it (lower-case words), else `unnamed`. */
export function limitLabel(name: unknown): string {
  return typeof name === 'string' && /^[a-z][a-z0-9-]{0,39}$/.test(name) ? name : 'unnamed';
}
