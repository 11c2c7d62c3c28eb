import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * A member's wished stays (SPEC §3 Wish list, §7 POST /v1/wishs/products/{productIdx} toggles,
 * GET /v1/wishs lists). One row per member and stay: the primary key makes a double toggle race
 * end in one row or none, never two.
 */
export const wishes = pgTable(
  'wishes',
  {
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    /**
     * No foreign key to properties on purpose: the catalogue seeder truncates `properties`, which
     * PostgreSQL refuses while another table references it. The seed's ids are deterministic, so
     * a wish survives a re-seed; GET /v1/wishs joins and skips stays that are gone.
     */
    propertyIdx: integer('property_idx').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userIdx, t.propertyIdx] }), index('wishes_user_created_idx').on(t.userIdx, t.createdAt.desc())],
);

export type WishRow = typeof wishes.$inferSelect;
