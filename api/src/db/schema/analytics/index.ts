import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * The first-party analytics collector (POST /v1/analytics/events): one row per event the browser
 * sent after the visitor consented. `day` is the Korean calendar day of `receivedAt` (the funnel
 * report groups by it); `occurredAt` is the client's own time, kept for ordering within a session.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    sessionId: text('session_id').notNull(),
    userIdx: integer('user_idx').references(() => users.idx, { onDelete: 'set null' }),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('analytics_events_day_name_idx').on(t.day, t.name)],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferSelect;
