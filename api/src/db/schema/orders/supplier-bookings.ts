import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * Where a stay of an external channel (SPEC §3 channel table) stands at its supplier, one row per
 * paid channel order (suppliers/README.md). `state` is what we KNOW of the supplier booking;
 * `leaseToken` / `leaseUntil` say who may talk to the supplier about it right now (the confirm
 * request that claimed the order, the reconciliation job, or a cancellation): one at a time.
 */
export const SUPPLIER_BOOKING_STATES = ['PRICED', 'UNKNOWN', 'CONFIRMED', 'REFUNDING', 'FAILED', 'CANCELLED'] as const;
export type SupplierBookingState = (typeof SUPPLIER_BOOKING_STATES)[number];

export const supplierBookings = pgTable(
  'supplier_bookings',
  {
    orderIdx: integer('order_idx')
      .primaryKey()
      .references(() => orders.idx, { onDelete: 'cascade' }),
    /** The idempotency key of every supplier call (book, retrieve, cancel). */
    orderNum: text('order_num').notNull(),
    channelCode: text('channel_code').notNull(),
    state: text('state').$type<SupplierBookingState>().notNull().default('PRICED'),
    confirmNum: text('confirm_num'),
    failCode: text('fail_code'),
    /** book calls we made (0 or 1 in practice: a re-book only follows a NOT_FOUND retrieve). */
    bookCalls: integer('book_calls').notNull().default(0),
    retrieveCalls: integer('retrieve_calls').notNull().default(0),
    /** When the first book call went out (the NOT_FOUND grace period counts from it). */
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    leaseToken: text('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    refundAmount: integer('refund_amount').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_bookings_order_num_key').on(t.orderNum),
    index('supplier_bookings_due_idx').on(t.state, t.nextCheckAt),
    check('supplier_bookings_state_check', sql`${t.state} in ('PRICED', 'UNKNOWN', 'CONFIRMED', 'REFUNDING', 'FAILED', 'CANCELLED') and (${t.state} <> 'CONFIRMED' or ${t.confirmNum} is not null)`),
  ],
);

/**
 * The SIMULATED SUPPLIERS' own ledger (suppliers/adapters/simulator.ts): it stands for the wholesalers'
 * systems, so it survives restarts, and our code reads it only through the Supplier interface.
 * The primary key is the order number: a supplier never books the same order twice.
 * `bookCalls` counts book requests that reached it (tests check 1).
 */
export const SIM_BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'FAILED', 'CANCELLED'] as const;
export type SimBookingStatus = (typeof SIM_BOOKING_STATUSES)[number];

export const supplierSimBookings = pgTable(
  'supplier_sim_bookings',
  {
    orderNum: text('order_num').primaryKey(),
    channelCode: text('channel_code').notNull(),
    rateKey: text('rate_key').notNull(),
    amount: integer('amount').notNull(),
    guestName: text('guest_name').notNull(),
    status: text('status').$type<SimBookingStatus>().notNull(),
    /** What a PENDING booking becomes at `settleAt` (a late confirmation, or a late refusal). */
    finalStatus: text('final_status').$type<SimBookingStatus>().notNull(),
    settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
    confirmNum: text('confirm_num'),
    failCode: text('fail_code'),
    bookCalls: integer('book_calls').notNull().default(1),
    refundAmount: integer('refund_amount').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_sim_bookings_channel_idx').on(t.channelCode, t.createdAt)],
);

export type SupplierBookingRow = typeof supplierBookings.$inferSelect;
export type SupplierSimBookingRow = typeof supplierSimBookings.$inferSelect;
