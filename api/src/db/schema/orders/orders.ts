import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import type { HoldState, OrderStatus, OrderType } from './constants';

/**
 * One booking of one rate plan (SPEC §3 Order + Guest + the Payment amounts). Own inventory only
 * for now: the rooms are held in daily_rates.stock while `holdState` is HELD/PAYING and sold when
 * SOLD. Amounts are integer KRW, fixed by the server at creation (price engine), never by the browser.
 */
export const orders = pgTable(
  'orders',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    orderNum: text('order_num').notNull(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'restrict' }),
    productIdx: integer('product_idx').notNull(),
    roomIdx: integer('room_idx').notNull(),
    ratePlanIdx: integer('rate_plan_idx').notNull(),
    orderType: text('order_type').$type<OrderType>().notNull(),
    /** SPEC §3 channel code of the stay; null = our own inventory. */
    channelCode: text('channel_code'),
    /** Null only for an open-date voucher whose night is not chosen yet (it holds no stock then). */
    checkInDate: date('check_in_date', { mode: 'string' }),
    checkOutDate: date('check_out_date', { mode: 'string' }),
    nights: smallint('nights').notNull(),
    rooms: smallint('rooms').notNull(),
    adults: smallint('adults').notNull(),
    childAges: jsonb('child_ages').$type<number[]>().notNull().default([]),
    guestName: text('guest_name').notNull(),
    guestTel: text('guest_tel').notNull(),
    guestEmail: text('guest_email').notNull(),
    /** International form only (GLOBAL_TEL's country). */
    guestCountryCode: text('guest_country_code'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    holdState: text('hold_state').$type<HoldState>().notNull().default('HELD'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    /** SPEC §3 Payment amounts, fixed at creation. */
    originalAmount: integer('original_amount').notNull(),
    saleAmount: integer('sale_amount').notNull(),
    discountedAmount: integer('discounted_amount').notNull(),
    couponAmount: integer('coupon_amount').notNull().default(0),
    pointAmount: integer('point_amount').notNull().default(0),
    userPointAmount: integer('user_point_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    cashbackRate: smallint('cashback_rate').notNull().default(0),
    cancelFreeDate: date('cancel_free_date', { mode: 'string' }),
    userTypeAtOrder: text('user_type_at_order').notNull(),
    userGradeAtOrder: text('user_grade_at_order').notNull(),
    confirmNum: text('confirm_num'),
    /** Voucher (lms) orders: the number printed on the voucher; the date choice asks for it. */
    voucherNum: text('voucher_num'),
    /** The window an open-date voucher may be used in (nights stayStartDate..stayEndDate). */
    stayStartDate: date('stay_start_date', { mode: 'string' }),
    stayEndDate: date('stay_end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_num_key').on(t.orderNum),
    index('orders_user_idx').on(t.userIdx, t.createdAt),
    index('orders_hold_expiry_idx').on(t.holdState, t.holdExpiresAt),
    check(
      'orders_amounts_check',
      sql`${t.totalAmount} >= 0 and ${t.pointAmount} >= 0 and ${t.userPointAmount} >= 0 and ${t.couponAmount} >= 0 and ${t.totalAmount} = ${t.saleAmount} - ${t.couponAmount} - ${t.pointAmount} - ${t.userPointAmount}`,
    ),
    check('orders_rooms_check', sql`${t.rooms} >= 1 and ${t.nights} >= 1`),
    uniqueIndex('orders_voucher_num_key').on(t.voucherNum),
    // Dates come in pairs, in order; only a voucher (with its window) may go without them.
    check(
      'orders_dates_check',
      sql`(${t.checkInDate} is null) = (${t.checkOutDate} is null) and (${t.checkInDate} is null or ${t.checkOutDate} > ${t.checkInDate}) and (${t.checkInDate} is not null or (${t.voucherNum} is not null and ${t.stayStartDate} is not null))`,
    ),
    check('orders_stay_window_check', sql`(${t.stayStartDate} is null) = (${t.stayEndDate} is null) and (${t.stayStartDate} is null or ${t.stayEndDate} >= ${t.stayStartDate})`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
