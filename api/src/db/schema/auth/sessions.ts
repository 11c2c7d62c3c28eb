import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

export const SESSION_METHODS = ['EMAIL', 'KAKAO', 'SIGNUP'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/**
 * One login = one refresh-token family. Revoking the session ends every token of the family
 * and, because access tokens carry the session id, every access token too.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    method: text('method').$type<SessionMethod>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRefreshedAt: timestamp('last_refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** LOGOUT, REUSE (an already-rotated refresh token came back), PASSWORD, WITHDRAW. */
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userIdx)],
);
