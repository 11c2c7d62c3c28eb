import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users';
import type { ChargeKind, ChargeStatus, CheckoutKind, PlanCode, SandboxCardBehaviour, SubscriptionEvent, SubscriptionStatus } from './constants';

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
    /** Start of the paid period now running (null on rows seeded before billing: startedAt then). */
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    /** The gateway's billing key (a card registered once, charged later without the buyer). */
    billingKey: text('billing_key'),
    /** The customer key the billing key was issued under: every charge of the card must name it. */
    customerKey: text('customer_key'),
    cardMasked: text('card_masked'),
    /** PAST_DUE: benefits are kept until then (a grace period after a failed renewal). */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    /** Renewal attempts of the period now due (0 when none failed). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailCode: text('last_fail_code'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The period end whose renewal reminder was sent (7 days before a yearly renewal), once. */
    remindedFor: timestamp('reminded_for', { withTimezone: true }),
    /** The card's last valid instant (from the gateway), and the charge date its expiry warning was sent for. */
    cardExpiresAt: timestamp('card_expires_at', { withTimezone: true }),
    expiryWarnedFor: timestamp('expiry_warned_for', { withTimezone: true }),
    /** The price change whose consent request was sent (membership/rules/price-change.ts), once per change. */
    priceAskedFor: integer('price_asked_for'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userIdx), index('subscriptions_due_idx').on(t.nextBillingAt)],
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

/**
 * The billing ledger. One row per gateway charge attempt; the unique key (subscription, period,
 * kind, attempt) makes a renewal run once, and the partial unique index allows one PAID charge per
 * subscription and period whatever happens (two schedulers, a replay, a crash between steps).
 */
export const membershipCharges = pgTable(
  'membership_charges',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    subscriptionIdx: integer('subscription_idx')
      .notNull()
      .references(() => subscriptions.idx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    kind: text('kind').$type<ChargeKind>().notNull(),
    plan: text('plan').$type<PlanCode>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    attempt: integer('attempt').notNull().default(1),
    amount: integer('amount').notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('PENDING'),
    /** The gateway's idempotency key, built from the unique key above. */
    idempotencyKey: text('idempotency_key').notNull(),
    paymentKey: text('payment_key'),
    cardMasked: text('card_masked'),
    failCode: text('fail_code'),
    /** Refunds: the charge they return. */
    refundOf: integer('refund_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('membership_charges_attempt_key').on(t.subscriptionIdx, t.periodStart, t.kind, t.attempt),
    uniqueIndex('membership_charges_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('membership_charges_one_paid_per_period')
      .on(t.subscriptionIdx, t.periodStart)
      .where(sql`status = 'PAID' and kind <> 'REFUND'`),
    index('membership_charges_user_idx').on(t.userIdx),
  ],
);

/** A subscribe or card change started by the member, finished when the gateway's card page returns. */
export const membershipCheckouts = pgTable('membership_checkouts', {
  idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
  checkoutId: text('checkout_id').notNull().unique(),
  userIdx: integer('user_idx')
    .notNull()
    .references(() => users.idx, { onDelete: 'cascade' }),
  kind: text('kind').$type<CheckoutKind>().notNull(),
  plan: text('plan').$type<PlanCode>().notNull(),
  /** Fixed by the server when the checkout starts: what the member was shown. */
  amount: integer('amount').notNull(),
  status: text('status').$type<'PENDING' | 'DONE' | 'FAILED'>().notNull().default('PENDING'),
  subscriptionIdx: integer('subscription_idx'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's registered cards (its billing keys) and what each does on later charges. */
export const sandboxBillingKeys = pgTable('sandbox_billing_keys', {
  billingKey: text('billing_key').primaryKey(),
  customerKey: text('customer_key').notNull(),
  /** The one-time key the card page hands back; exchanged once for the billing key. */
  authKey: text('auth_key').notNull().unique(),
  cardMasked: text('card_masked').notNull(),
  behaviour: text('behaviour').$type<SandboxCardBehaviour>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  issued: integer('issued').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
