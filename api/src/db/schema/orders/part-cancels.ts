import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import type { OrderStatus, PayStatus } from './constants';

/**
 * One partial cancellation of a booking (PUT /v1/books/part-cancel/{id}; cancellation/rules/partial.ts):
 * a room, or the last nights. SPEC §4 payment status: `partialCancel` while the refund is under way
 * (the order is `cancel_request` meanwhile, so nothing else can cancel it), `partialCanceled` once
 * done. At most one open per order. The refund per route is the preview the member confirmed.
 */
export const orderPartCancels = pgTable(
  'order_part_cancels',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    orderIdx: integer('order_idx')
      .notNull()
      .references(() => orders.idx, { onDelete: 'cascade' }),
    kind: text('kind').$type<'ROOM' | 'NIGHTS'>().notNull(),
    rooms: smallint('rooms').notNull(),
    nights: smallint('nights').notNull(),
    payStatus: text('pay_status').$type<Extract<PayStatus, 'partialCancel' | 'partialCanceled'>>().notNull().default('partialCancel'),
    /** The order's status before the claim (it goes back to it). */
    fromStatus: text('from_status').$type<OrderStatus>().notNull(),
    paymentRefund: integer('payment_refund').notNull().default(0),
    cashRefund: integer('cash_refund').notNull().default(0),
    welfareRefund: integer('welfare_refund').notNull().default(0),
    fingerprint: text('fingerprint').notNull(),
    preview: jsonb('preview').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('order_part_cancels_order_idx').on(t.orderIdx),
    uniqueIndex('order_part_cancels_one_open').on(t.orderIdx).where(sql`${t.payStatus} = 'partialCancel'`),
    check('order_part_cancels_amounts_check', sql`${t.paymentRefund} >= 0 and ${t.cashRefund} >= 0 and ${t.welfareRefund} >= 0`),
  ],
);

export type OrderPartCancelRow = typeof orderPartCancels.$inferSelect;
