import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import { companies } from './companies';

/** SPEC §3 Corporate benefit user {corpCode, deptName, userName}: one company per member. */
export const benefitUsers = pgTable(
  'benefit_users',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.idx),
    corpCode: text('corp_code').notNull(),
    deptName: text('dept_name').notNull(),
    userName: text('user_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('benefit_users_user_key').on(t.userIdx)],
);
