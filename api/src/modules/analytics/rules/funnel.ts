// The funnel report (search -> view_item -> book, by Korean day): how many browser sessions
// searched, how many of those then looked at a stay, and how many of those then booked. A
// session counts on the day of its search; each step must come after the one before it, in the
// session's own order of events. Pure: the route loads the rows.

export const FUNNEL_STEPS = ['search', 'view_item', 'book'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export interface FunnelInput {
  name: string;
  sessionId: string;
  day: string;
  occurredAt: Date;
}

export interface FunnelDay {
  day: string;
  search: number;
  view_item: number;
  book: number;
}

export function funnelByDay(rows: readonly FunnelInput[]): FunnelDay[] {
  const bySession = new Map<string, FunnelInput[]>();
  for (const row of rows) {
    if (!(FUNNEL_STEPS as readonly string[]).includes(row.name)) continue;
    const list = bySession.get(row.sessionId) ?? [];
    list.push(row);
    bySession.set(row.sessionId, list);
  }
  const days = new Map<string, FunnelDay>();
  for (const list of bySession.values()) {
    list.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    let reached = 0;
    let day: string | null = null;
    for (const row of list) {
      if (row.name === FUNNEL_STEPS[reached]) {
        if (reached === 0) day = row.day;
        reached += 1;
        if (reached === FUNNEL_STEPS.length) break;
      }
    }
    if (!day) continue;
    const entry = days.get(day) ?? { day, search: 0, view_item: 0, book: 0 };
    FUNNEL_STEPS.slice(0, reached).forEach((step) => (entry[step] += 1));
    days.set(day, entry);
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}
