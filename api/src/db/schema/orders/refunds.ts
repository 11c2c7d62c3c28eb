import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orderAddPayPayments } from './add-pays';
import { orders } from './orders';
import { orderPartCancels } from './part-cancels';
import { payments } from './payments';

/** Where money or value goes back to (SPEC §3 Payment): the card or easy pay, an extra's payment, awesome cash, welfare points, the coupon. */
export const LEDGER_ROUTES = ['PAYMENT', 'ADD_PAY', 'AWESOME_CASH', 'WELFARE_POINTS', 'COUPON'] as const;
export type LedgerRoute = (typeof LEDGER_ROUTES)[number];

/** What a cancellation takes: the whole booking, one room, or the last nights. */
export const CANCEL_SCOPES = ['WHOLE', 'ROOM', 'NIGHTS'] as const;
export type CancelScopeKind = (typeof CANCEL_SCOPES)[number];

/**
 * The refunds ledger (modules/cancellation): one row per route of each cancellation of a booking,
 * written in the transaction that closes the cancellation, so a refund is recorded exactly when it
 * is given and never twice. Every screen and every later cancellation reads the refunds back from
 * here: what is still paid on a route is what was paid less what this ledger gave back.
 * `partCancelIdx` is the partial cancel a row belongs to; null for the cancellation of the whole
 * booking (at most one per order).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.idx, { onDelete: 'cascade' }),
    partCancelIdx: integer('part_cancel_idx').references(() => orderPartCancels.idx, { onDelete: 'cascade' }),
    scope: text('scope').$type<CancelScopeKind>().notNull(),
    route: text('route').$type<LedgerRoute>().notNull(),
    /** The payment method (card, kakaopay ...) of a PAYMENT or ADD_PAY row. */
    method: text('method'),
    amount: integer('amount').notNull(),
    /** Our record of the payment refunded (PAYMENT). */
    paymentIdx: integer('payment_idx').references(() => payments.idx, { onDelete: 'set null' }),
    /** The extra's payment refunded (ADD_PAY). */
    addPayPaymentIdx: integer('add_pay_payment_idx').references(() => orderAddPayPayments.idx, { onDelete: 'set null' }),
    /** IMMEDIATE: back in the member's balance at once; BY_DATE: the gateway's refund lands by `dueBy`. */
    timing: text('timing').$type<'IMMEDIATE' | 'BY_DATE'>().notNull(),
    dueBy: date('due_by', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderIdx),
    unique('order_refunds_once').on(t.orderIdx, t.partCancelIdx, t.route, t.addPayPaymentIdx).nullsNotDistinct(),
    check('order_refunds_amount_check', sql`${t.amount} >= 0`),
  ],
);

export type OrderRefundRow = typeof orderRefunds.$inferSelect;
