import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders';
import { users } from '../users/users';
import { couponManagers } from './coupon-managers';
import type { UserCouponState } from './constants';

/**
 * One coupon a member holds (SPEC §3 Coupon couponUserIdx). One per (member, coupon kind): a
 * public coupon is downloaded once. Used by at most one order at a time: the order's hold
 * transaction moves it unused -> reserved with a conditional UPDATE (booking README "Coupons").
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    couponManagerIdx: integer('coupon_manager_idx')
      .notNull()
      .references(() => couponManagers.idx, { onDelete: 'restrict' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    state: text('state').$type<UserCouponState>().notNull().default('unused'),
    /** The order that reserved or used it. */
    orderIdx: integer('order_idx').references(() => orders.idx, { onDelete: 'set null' }),
    /** Last day (Korean date) it may be used. */
    useExpireDate: date('use_expire_date', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_coupons_user_manager_key').on(t.userIdx, t.couponManagerIdx),
    index('user_coupons_order_idx').on(t.orderIdx),
    check('user_coupons_state_check', sql`${t.state} in ('unused', 'reserved', 'used', 'expired') and (${t.state} <> 'reserved' or ${t.orderIdx} is not null)`),
  ],
);

export type UserCouponRow = typeof userCoupons.$inferSelect;
