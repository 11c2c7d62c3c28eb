// How much one browser can add to the analytics tables. The beacon is fire-and-forget, so events
// over a limit are dropped quietly (the answer says how many were stored), never refused.
//
// Sizing: a visitor's tracker sends a page view per route change, one search per submit and one
// view_item per stay shown, batched every 2 s; even a fast browser stays under a few events a
// minute. A session (one person, all their tabs) gets 120 events per 10 minutes: one every 5 s for
// ten minutes without pause. An address may carry many people (a mobile carrier's NAT, an office),
// so it gets 200 events per 10 s (20 a second: some hundred visitors browsing at once) and is
// switched off with the other per-address limits (RATE_LIMIT_ENABLED=false).

export interface EventLimit {
  events: number;
  windowMs: number;
}

export const SESSION_EVENT_LIMIT: EventLimit = { events: 120, windowMs: 10 * 60_000 };
export const ADDRESS_EVENT_LIMIT: EventLimit = { events: 200, windowMs: 10_000 };

/** The fixed window `now` falls in (a counter per window, so the app's clock decides, not the store's). */
export const windowOf = (now: Date, limit: EventLimit): number => Math.floor(now.getTime() / limit.windowMs);

/** An event is kept when it is within every limit it counts against (`count`: its place, 1-based). */
export const withinLimits = (places: readonly { count: number; limit: EventLimit }[]): boolean => places.every((p) => p.count <= p.limit.events);
