import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PayMethod, PayStatus } from './constants';
import { orders } from './orders';

/** An additional payment's own state: READY -> PAYING (one confirm talks to the gateway) -> PAID. */
export const ADD_PAY_STATES = ['READY', 'PAYING', 'PAID'] as const;
export type AddPayState = (typeof ADD_PAY_STATES)[number];

/**
 * SPEC §3 Additional payment: an amount asked of a booking after it was paid (extra bed, late
 * check-out ...). Paid through the same gateway as the booking, charged at most once: the state
 * moves READY -> PAYING with one conditional UPDATE (voucher/README.md).
 */
export const orderAddPays = pgTable(
  'order_add_pays',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.idx, { onDelete: 'cascade' }),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull(),
    /** Integer KRW. */
    amount: integer('amount').notNull(),
    state: text('state').$type<AddPayState>().notNull().default('READY'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_add_pays_order_idx').on(t.orderIdx),
    check('order_add_pays_amount_check', sql`${t.amount} >= 100`),
    check('order_add_pays_paid_check', sql`(${t.state} = 'PAID') = (${t.paidAt} is not null)`),
  ],
);

/**
 * One gateway payment attempt of an additional payment (like `payments` for the booking). At most
 * ONE `complete` attempt per additional payment (partial unique index): it is charged once.
 */
export const orderAddPayPayments = pgTable(
  'order_add_pay_payments',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    addPayIdx: integer('add_pay_idx')
      .notNull()
      .references(() => orderAddPays.idx, { onDelete: 'cascade' }),
    paymentKey: text('payment_key').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    gateway: text('gateway').notNull(),
    payMethod: text('pay_method').$type<PayMethod>().notNull(),
    payStatus: text('pay_status').$type<PayStatus>().notNull().default('ready'),
    amount: integer('amount').notNull(),
    payDate: timestamp('pay_date', { withTimezone: true }),
    failCode: text('fail_code'),
    cancelAmount: integer('cancel_amount').notNull().default(0),
    cancelDate: timestamp('cancel_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_add_pay_payments_key_key').on(t.paymentKey),
    uniqueIndex('order_add_pay_payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('order_add_pay_payments_one_complete').on(t.addPayIdx).where(sql`${t.payStatus} = 'complete'`),
    index('order_add_pay_payments_add_pay_idx').on(t.addPayIdx),
    check('order_add_pay_payments_amount_check', sql`${t.amount} >= 0 and ${t.cancelAmount} >= 0 and ${t.cancelAmount} <= ${t.amount}`),
  ],
);

export type AddPayRow = typeof orderAddPays.$inferSelect;
export type AddPayPaymentRow = typeof orderAddPayPayments.$inferSelect;
