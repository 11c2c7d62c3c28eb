// The awesome membership as the membership API states it (api/src/membership/service.ts `status`):
// GET /status, and every action (POST /cancel, /undo-cancel, /refund, /upgrade, /checkout/complete)
// answers the status after it. The member info's brief `membership`: user-membership.ts.
import * as v from 'valibot';
import { MemberGradeSchema, PlanSchema, SubscriptionStatusSchema } from './user-membership';

const PriceAnswerSchema = v.picklist(['ACCEPTED', 'DECLINED', 'NO_ANSWER']);

/** A price change of the next renewal (api/src/membership/price-change.ts): a rise asks for consent, a cut is told. */
export const PriceAskSchema = v.object({
  priceChangeIdx: v.number(),
  kind: v.picklist(['RISE', 'CUT']),
  plan: PlanSchema,
  renewalAt: v.string(),
  oldPrice: v.number(),
  newPrice: v.number(),
  asksFrom: v.nullable(v.string()),
  asking: v.boolean(),
  answer: v.nullable(PriceAnswerSchema),
  cardMasked: v.nullable(v.string()),
});
export type PriceAsk = v.InferOutput<typeof PriceAskSchema>;

/** One subscription, everything the management page states (plan, state, next charge, card, what cancel and refund would do). */
export const MembershipSchema = v.object({
  plan: PlanSchema,
  grade: MemberGradeSchema,
  status: SubscriptionStatusSchema,
  /** Whether the member prices apply now (a past-due membership keeps them in its grace period). */
  benefits: v.boolean(),
  startedAt: v.string(),
  currentPeriodEnd: v.string(),
  nextChargeAt: v.nullable(v.string()),
  nextChargeAmount: v.nullable(v.number()),
  graceUntil: v.nullable(v.string()),
  lastFailCode: v.nullable(v.string()),
  cardMasked: v.nullable(v.string()),
  /** Set when the card runs out before the next charge. */
  cardExpiresBeforeCharge: v.optional(v.nullable(v.string()), null),
  paidThisPeriod: v.nullable(v.number()),
  /** The fee against what the membership gave back this period. */
  value: v.object({ periodStart: v.string(), fee: v.number(), bookings: v.number(), discounts: v.number(), cashback: v.number() }),
  refund: v.object({ available: v.boolean(), amount: v.number(), until: v.nullable(v.string()), reason: v.nullable(v.string()) }),
  upgrade: v.nullable(v.object({ amount: v.number(), silverRefund: v.number(), nextChargeAt: v.string() })),
  priceChange: v.optional(v.nullable(PriceAskSchema), null),
});
export type Membership = v.InferOutput<typeof MembershipSchema>;

/** GET /status and every action's answer; `devTools` (GET /status only) offers the demo's "renew now". */
export const MembershipStatusSchema = v.object({ membership: v.nullable(MembershipSchema), devTools: v.optional(v.boolean(), false) });
export type MembershipStatus = v.InferOutput<typeof MembershipStatusSchema>;
