import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * Live chat (customer centre): a member's conversation with the centre's staff. One OPEN thread per
 * member at a time (support/rules/chat.ts); staff close it. `pageUrl` is the page the member
 * wrote from first.
 */
export const chatThreads = pgTable(
  'chat_threads',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    status: text('status').$type<'OPEN' | 'CLOSED'>().notNull().default('OPEN'),
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_threads_member_idx').on(t.userIdx, t.status), index('chat_threads_open_idx').on(t.status, t.updatedAt)],
);

/** One message of a thread, from the member or from staff (`staffIdx`). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    threadIdx: integer('thread_idx')
      .notNull()
      .references(() => chatThreads.idx, { onDelete: 'cascade' }),
    sender: text('sender').$type<'MEMBER' | 'STAFF'>().notNull(),
    staffIdx: integer('staff_idx').references(() => users.idx, { onDelete: 'set null' }),
    body: text('body').notNull(),
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_messages_thread_idx').on(t.threadIdx, t.idx)],
);

/** Staff who said they are online; online while `seenUntil` is in the future (the operator page renews it). */
export const chatAgents = pgTable('chat_agents', {
  userIdx: integer('user_idx')
    .primaryKey()
    .references(() => users.idx, { onDelete: 'cascade' }),
  seenUntil: timestamp('seen_until', { withTimezone: true }).notNull(),
});

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
