import { integer, pgTable, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import { subscriptions } from './subscriptions';
import type { PlanCode } from './constants';

/** What a member answered to a price change (membership/rules/price-change.ts). */
export const PRICE_ANSWERS = ['ACCEPTED', 'DECLINED', 'NO_ANSWER'] as const;
export type PriceAnswer = (typeof PRICE_ANSWERS)[number];

/**
 * An operator's scheduled price of a plan: renewals charged at or after `effectiveAt` cost
 * `newPrice`, for members who consented (membership/rules/price-change.ts); new members pay it from then.
 */
export const membershipPriceChanges = pgTable(
  'membership_price_changes',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    plan: text('plan').$type<PlanCode>().notNull(),
    newPrice: integer('new_price').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    /** The staff member who scheduled it (null: the command line). */
    createdBy: integer('created_by').references(() => users.idx, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('membership_price_changes_plan_effective').on(t.plan, t.effectiveAt)],
);

/**
 * Each answer of a member to a price change, append-only: the receipt the member can see. The
 * latest answer for a (change, subscription) counts; NO_ANSWER is written by the renewal that found none.
 */
export const membershipPriceAnswers = pgTable(
  'membership_price_answers',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    priceChangeIdx: integer('price_change_idx')
      .notNull()
      .references(() => membershipPriceChanges.idx, { onDelete: 'cascade' }),
    subscriptionIdx: integer('subscription_idx')
      .notNull()
      .references(() => subscriptions.idx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    answer: text('answer').$type<PriceAnswer>().notNull(),
    /** What the member was shown when answering: the renewal date, both prices and the card. */
    renewalAt: timestamp('renewal_at', { withTimezone: true }).notNull(),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    cardMasked: text('card_masked'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('membership_price_answers_sub_idx').on(t.subscriptionIdx, t.priceChangeIdx), index('membership_price_answers_user_idx').on(t.userIdx)],
);
