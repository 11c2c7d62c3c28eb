import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import type { GatewayState, PayMethod, PayStatus } from './constants';

/**
 * Our record of one payment attempt of an order (SPEC §3 Payment, §4 statuses). One row per
 * (order, paymentKey); at most ONE `complete` row per order (partial unique index): an order is
 * charged once whatever the browser replays.
 */
export const payments = pgTable(
  'payments',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.idx, { onDelete: 'cascade' }),
    /**
     * The gateway's key of this payment. With Toss it exists only once the buyer paid in Toss's
     * window: until the confirm the row holds `order:<gatewayOrderId>` (toss-gateway.ts).
     */
    paymentKey: text('payment_key').notNull(),
    /** Toss: this attempt's own orderId (one per charge: `<orderNum>-P<n>`); null for the sandbox. */
    gatewayOrderId: text('gateway_order_id'),
    /** Sent to the gateway's prepare: a retried prepare gets the same gateway payment. */
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
    uniqueIndex('payments_order_key_key').on(t.orderIdx, t.paymentKey),
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payments_gateway_order_id_key').on(t.gatewayOrderId),
    uniqueIndex('payments_one_complete_per_order').on(t.orderIdx).where(sql`${t.payStatus} = 'complete'`),
    index('payments_order_idx').on(t.orderIdx),
    check('payments_amount_check', sql`${t.amount} >= 0 and ${t.cancelAmount} >= 0 and ${t.cancelAmount} <= ${t.amount}`),
  ],
);

/**
 * The SANDBOX GATEWAY's own ledger (payment/adapters/sandbox-gateway.ts). It stands for the PG's systems:
 * our code reads it only through the Gateway interface. `captures` counts charges (tests check 1).
 */
export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    paymentKey: text('payment_key').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id').notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    method: text('method').$type<PayMethod>().notNull(),
    state: text('state').$type<GatewayState>().notNull().default('READY'),
    captures: integer('captures').notNull().default(0),
    canceledAmount: integer('canceled_amount').notNull().default(0),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_gateway_idempotency_key').on(t.idempotencyKey), index('sandbox_gateway_order_idx').on(t.orderId)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type SandboxGatewayRow = typeof sandboxGatewayPayments.$inferSelect;
