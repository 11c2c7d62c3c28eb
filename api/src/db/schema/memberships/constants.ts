// SPEC §3 Membership plans, §4 Membership grade, §9 Membership prices (integer won).
export const PLANS = {
  SILVER: { grade: 'Silver', billing: 'MONTHLY', originalPrice: 2800, price: 1900, months: 1 },
  GOLD: { grade: 'Gold', billing: 'YEARLY', originalPrice: 22800, price: 19000, months: 12 },
} as const;
export type PlanCode = keyof typeof PLANS;

export const GRADES = ['Bronze', 'Silver', 'Gold'] as const;
export type Grade = (typeof GRADES)[number];

export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'CANCEL_REQUESTED', 'ENDED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** SPEC §4 subscription event types. */
export const SUBSCRIPTION_EVENTS = ['USE', 'CANCEL_REQUEST', 'CANCEL_UPGRADE', 'CANCEL_PAYMENT', 'CANCEL', 'WITHDRAW'] as const;
export type SubscriptionEvent = (typeof SUBSCRIPTION_EVENTS)[number];
