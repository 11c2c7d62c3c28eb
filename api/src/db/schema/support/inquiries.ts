import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users';

/**
 * SPEC §3 Inquiry: a member's 1:1 question to the customer centre and its answer.
 * `status` follows support/rules/inquiry-state.ts: WAIT until staff answer, then COMPLETE.
 * `dueAt` is the promised first-reply time, fixed when the inquiry is sent (support/rules/reply-deadline.ts).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    /** Common code 105 (RESERVATION, CANCEL, PAYMENT, MEMBER, COUPON, ETC). */
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The member's booking the question is about (orders.order_num), if any. */
    orderNum: text('order_num'),
    userOrderNum: text('user_order_num'),
    /** The page the question was sent from (chat widget, booking detail). */
    pageUrl: text('page_url'),
    status: text('status').$type<'WAIT' | 'COMPLETE'>().notNull().default('WAIT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.idx, { onDelete: 'set null' }),
  },
  (t) => [
    index('inquiries_user_idx').on(t.userIdx, t.createdAt.desc()),
    index('inquiries_open_due_idx').on(t.status, t.dueAt),
    check('inquiries_status_check', sql`${t.status} in ('WAIT', 'COMPLETE')`),
    check('inquiries_answer_check', sql`(${t.status} = 'WAIT') = (${t.answer} is null)`),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;
