import { integer, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { authSessions } from './sessions';

/** Opaque refresh tokens, stored only as sha256 hex. A token is good for exactly one rotation. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: text('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged for a new one; presenting it again is reuse. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);
