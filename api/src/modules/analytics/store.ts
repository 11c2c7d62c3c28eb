// The analytics module's SQL: the consented browser events (`analytics_events`) the collector
// stores and the funnel report reads back.
import { and, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { perDatabase } from '../../db/per-database';
import { analyticsEvents } from '../../db/schema/analytics';

export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert;

export const analyticsRepository = (db: Tx) => ({
  async addEvents(rows: NewAnalyticsEvent[], tx: Tx = db): Promise<void> {
    await tx.insert(analyticsEvents).values(rows);
  },

  /** The events named `names` from the Korean day `from` on (at most `limit`), for the funnel. */
  async eventsSince(from: string, names: readonly string[], limit: number, tx: Tx = db) {
    return tx
      .select({ name: analyticsEvents.name, sessionId: analyticsEvents.sessionId, day: analyticsEvents.day, occurredAt: analyticsEvents.occurredAt })
      .from(analyticsEvents)
      .where(and(gte(analyticsEvents.day, from), inArray(analyticsEvents.name, [...names])))
      .limit(limit);
  },
});

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;

/** The analytics store, one per database. */
export const analyticsStore = perDatabase((db) => analyticsRepository(db));
