import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import type { PointAction, PointReason, PointType } from './constants';

/**
 * Every change of a member's points, in integer won. The balance is the sum of `amount` per
 * point type; `balanceAfter` is kept for the history screen.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    pointType: text('point_type').$type<PointType>().notNull(),
    actionType: text('action_type').$type<PointAction>().notNull(),
    /** Signed: positive for SAVE / CANCEL (refund), negative for USE / EXPIRE. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Korean, as written at the time; what the member reads comes from `reason` (or the kind when null). */
    title: text('title').notNull(),
    /** Null on rows whose reason the migration could not tell: they read by their kind. */
    reason: text('reason').$type<PointReason>(),
    orderNum: text('order_num'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('point_ledger_user_type_idx').on(t.userIdx, t.pointType, t.createdAt)],
);
