import { boolean, integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * Login attempts (written by the server) and client-reported logins (POST /login-history).
 * `userIdx` is null when the e-mail matched nobody.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx').references(() => users.idx, { onDelete: 'cascade' }),
    /** EMAIL, KAKAO, SIGNUP, CLIENT (reported by the browser after login). */
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    /** Why it failed: PASSWORD, LOCKED, NO_USER. */
    reason: text('reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // By time alone as well: the retention job deletes the oldest records of every member.
  (t) => [index('login_history_user_idx').on(t.userIdx, t.createdAt), index('login_history_created_at_idx').on(t.createdAt)],
);
