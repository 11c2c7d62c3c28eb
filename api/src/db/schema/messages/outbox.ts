import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Where a message waits for the relay: QUEUED (due at next_attempt_at), SENDING (claimed by one
 * relay until lease_until), SENT (the provider took it: provider_id), DEAD (gave up after the last
 * attempt or a permanent refusal; staff may put it back to QUEUED).
 */
export type OutboxStatus = 'QUEUED' | 'SENDING' | 'SENT' | 'DEAD';

/**
 * DESIGN §3: messages go through a transport; the default transport writes here (the outbox
 * pattern) in the transaction of the change they announce, the relay (messages/use-cases/relay.ts)
 * delivers them, and in the demo the dev outbox route reads codes from here.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'EMAIL' | 'SMS'>().notNull(),
    dest: text('dest').notNull(),
    /** What the message is for: a cert type such as SIGN_EMAIL, or a notice such as BOOKING_CONFIRMED. */
    type: text('type').notNull(),
    code: text('code'),
    subject: text('subject'),
    body: text('body').notNull(),
    /** The HTML part of an e-mail; null: the relay wraps the text body in the plain layout. */
    html: text('html'),
    /** Writing the same key twice keeps the first (a notice its event may announce again). */
    dedupeKey: text('dedupe_key'),
    status: text('status').$type<OutboxStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The claim that owns the SENDING lease: only it may record the outcome. */
    claim: text('claim'),
    /** A failure's kind (SMTP reply code, provider error code): never the address or the text. */
    lastError: text('last_error'),
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_outbox_dest_idx').on(t.dest, t.createdAt),
    // The relay's scan: only what is waiting, by due time.
    index('message_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('QUEUED', 'SENDING')`),
    uniqueIndex('message_outbox_dedupe_idx').on(t.dedupeKey),
  ],
);
