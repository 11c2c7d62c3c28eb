import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders';
import { users } from '../users/users';

/**
 * Bookings a member removed from their list (SPEC §7 PUT /v1/books/{id}, the delete flag): hidden
 * from GET /v1/books/status/{status} and its counts, never deleted (the booking and its payments
 * stay). Only past and cancelled bookings may be hidden. One row per order: hiding twice is one row.
 */
export const hiddenBookings = pgTable(
  'hidden_bookings',
  {
    orderIdx: integer('order_idx')
      .primaryKey()
      .references(() => orders.idx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hidden_bookings_user_idx').on(t.userIdx)],
);

export type HiddenBookingRow = typeof hiddenBookings.$inferSelect;
