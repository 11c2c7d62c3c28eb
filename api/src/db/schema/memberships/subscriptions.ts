import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import type { PlanCode, SubscriptionEvent, SubscriptionStatus } from './constants';

/**
 * An awesome membership period. The member's grade is derived: an ACTIVE or CANCEL_REQUESTED
 * subscription whose period has not ended (SPEC §4: cancelling keeps it until the period ends).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    plan: text('plan').$type<PlanCode>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull().default('ACTIVE'),
    price: integer('price').notNull(),
    originalPrice: integer('original_price').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    nextBillingAt: timestamp('next_billing_at', { withTimezone: true }),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userIdx)],
);

export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionIdx: integer('subscription_idx')
      .notNull()
      .references(() => subscriptions.idx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    eventType: text('event_type').$type<SubscriptionEvent>().notNull(),
    amount: integer('amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_sub_idx').on(t.subscriptionIdx)],
);
