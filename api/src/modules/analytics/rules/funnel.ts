// The funnel report (search -> view_item -> book, by Korean day): how many browser sessions
// searched, how many of those then looked at a stay, and how many of those then booked. A
// session counts on the day of its first search and at most once per step, however often it
// repeats one; each step must come at or after the one before it, in the session's own order of
// events. A booking step counts only for an order that exists, was paid and belongs to the member
// who sent it, and one order counts once. Counted in SQL over every event (store.ts), so a busy
// day is never cut short.

export const FUNNEL_STEPS = ['search', 'view_item', 'book'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelDay {
  day: string;
  search: number;
  view_item: number;
  book: number;
}
