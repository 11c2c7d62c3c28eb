// SPEC §3 Membership plans and §9 Membership. Money is integer won.

export type PlanGrade = 'Silver' | 'Gold';
export type BillingPeriod = 'monthly' | 'yearly';

export interface MembershipPlan {
  grade: PlanGrade;
  period: BillingPeriod;
  originalPrice: number;
  price: number;
  /** The price per month shown to compare plans (yearly price / 12, rounded down). */
  monthlyPrice: number;
}

export const GOLD_PLAN: MembershipPlan = {
  grade: 'Gold',
  period: 'yearly',
  originalPrice: 22_800,
  price: 19_000,
  monthlyPrice: Math.floor(19_000 / 12), // 1,583 (SPEC §3: about 1,583 a month)
};

export const SILVER_PLAN: MembershipPlan = {
  grade: 'Silver',
  period: 'monthly',
  originalPrice: 2_800,
  price: 1_900,
  monthlyPrice: 1_900,
};

export const MEMBERSHIP_PLANS: readonly MembershipPlan[] = [GOLD_PLAN, SILVER_PLAN];

/** SPEC §9: Gold is refundable within 7 days of enrolment unless a booking used it. */
export const GOLD_REFUND_DAYS = 7;

export const SUBSCRIPTION_EVENT_TYPES = ['USE', 'CANCEL_REQUEST', 'CANCEL_UPGRADE', 'CANCEL_PAYMENT', 'CANCEL', 'WITHDRAW'] as const;
export type SubscriptionEventType = (typeof SUBSCRIPTION_EVENT_TYPES)[number];
