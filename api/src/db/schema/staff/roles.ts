import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import type { StaffRole } from './constants';

/** One role held by one staff member (constants.ts); no row, no role. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    role: text('role').$type<StaffRole>().notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who granted it (null: the seed or a migration). */
    grantedBy: integer('granted_by').references(() => users.idx, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userIdx, t.role] }), check('staff_roles_role_check', sql`${t.role} in ('agent', 'content', 'pricing', 'operator')`)],
);
