// SPEC §3 Membership plans, §4 Membership grade, §9 Membership prices (integer won).
export const PLANS = {
  SILVER: { grade: 'Silver', billing: 'MONTHLY', originalPrice: 2800, price: 1900, months: 1 },
  GOLD: { grade: 'Gold', billing: 'YEARLY', originalPrice: 22800, price: 19000, months: 12 },
} as const;
export type PlanCode = keyof typeof PLANS;

export const GRADES = ['Bronze', 'Silver', 'Gold'] as const;
export type Grade = (typeof GRADES)[number];

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCEL_REQUESTED', 'PAST_DUE', 'ENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §4 subscription event types. */
export const SUBSCRIPTION_EVENTS = ['USE', 'CANCEL_REQUEST', 'CANCEL_UPGRADE', 'CANCEL_PAYMENT', 'CANCEL', 'WITHDRAW'] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];

/** One row of the billing ledger: a first payment, renewal, upgrade or refund, paid or failed. */
export const CHARGE_KINDS = ['FIRST', 'RENEWAL', 'UPGRADE', 'REFUND'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const CHARGE_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** What a sandbox test card does later (the sandbox gateway's card-registration page offers each). */
export const SANDBOX_CARD_BEHAVIOURS = ['OK', 'DECLINE_RENEWAL', 'EXPIRED'] as const;
export type SandboxCardBehaviour = (typeof SANDBOX_CARD_BEHAVIOURS)[number];

/** A subscribe / card-change intent waiting for the buyer at the gateway's card page. */
export const CHECKOUT_KINDS = ['SUBSCRIBE', 'CARD_CHANGE'] as const;
export type CheckoutKind = (typeof CHECKOUT_KINDS)[number];
