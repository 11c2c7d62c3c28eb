import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * The welfare-point year end, once per member and year (points/rules/welfare.ts): the reminder
 * before 31 December and the expiry after it. The primary key is the "once".
 */
export const welfarePointYearEnds = pgTable(
  'welfare_point_year_ends',
  {
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind').$type<'REMINDER' | 'EXPIRED'>().notNull(),
    /** Points announced (reminder) or taken off (expiry). */
    amount: integer('amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userIdx, t.year, t.kind] })],
);
