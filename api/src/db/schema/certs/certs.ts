import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import type { CertChannel, CertType } from './constants';

/**
 * A verification code sent to an e-mail address or a phone. The code itself is kept only as an
 * HMAC; `verifiedAt` marks a correct entry, `consumedAt` the one action (sign-up, password reset,
 * phone change) that used it.
 */
export const certs = pgTable(
  'certs',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').$type<CertType>().notNull(),
    channel: text('channel').$type<CertChannel>().notNull(),
    dest: text('dest').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('certs_dest_created_idx').on(t.dest, t.createdAt)],
);

export type CertRow = typeof certs.$inferSelect;
