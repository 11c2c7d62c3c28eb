import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * SPEC §7 advance notice (alarms): a member asks to be told when a deal opens
 * (POST /v1/advance-notice {alarmIdx, eventType}). `notifiedAt` is set once, in the same
 * transaction as the message, so a member is told exactly once.
 */
export const advanceNotices = pgTable(
  'advance_notices',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    /** EVENT: alarmIdx is events.idx. */
    eventType: text('event_type').$type<'EVENT'>().notNull(),
    alarmIdx: integer('alarm_idx').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('advance_notices_member_key').on(t.userIdx, t.eventType, t.alarmIdx), index('advance_notices_pending_idx').on(t.notifiedAt, t.alarmIdx)],
);

export type AdvanceNoticeRow = typeof advanceNotices.$inferSelect;
