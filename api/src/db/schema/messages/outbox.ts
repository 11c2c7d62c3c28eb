import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * DESIGN §3: messages go through a transport; the default transport writes here (the outbox
 * pattern), where a relay would deliver them and where development tools read codes.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
    dest: text('dest').notNull(),
    /** What the message is for: a cert type such as SIGN_EMAIL. */
    type: text('type').notNull(),
    code: text('code'),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').$type<'QUEUED' | 'SENT' | 'FAILED'>().notNull().default('QUEUED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_outbox_dest_idx').on(t.dest, t.createdAt)],
);
