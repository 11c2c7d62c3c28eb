// The member's awesome membership in brief, as GET /api/service/auth/users (and every answer of the
// member's info: PUT /users ...) carries it in `membership` (api/src/services/auth/profile.ts), and
// the plans, grades and states the membership API's status (membership-status.ts) names too.
import * as v from 'valibot';

export const PlanSchema = v.picklist(['SILVER', 'GOLD']);
export type PlanCode = v.InferOutput<typeof PlanSchema>;
/** The grade a subscription gives; a member without one is Bronze. */
export const MemberGradeSchema = v.picklist(['Silver', 'Gold']);
export const SubscriptionStatusSchema = v.picklist(['ACTIVE', 'CANCEL_REQUESTED', 'PAST_DUE', 'ENDED']);
export type SubscriptionStatus = v.InferOutput<typeof SubscriptionStatusSchema>;

/** `membership` of GET /users, the live subscription in brief. */
export const UserMembershipEntrySchema = v.object({
  grade: MemberGradeSchema,
  plan: PlanSchema,
  status: SubscriptionStatusSchema,
  price: v.number(),
  /** ISO instant: the benefits hold until then. */
  currentPeriodEnd: v.string(),
  nextBillingAt: v.nullable(v.string()),
});
/** Null for a member without a live subscription. */
export const UserMembershipSchema = v.nullable(UserMembershipEntrySchema);
export type UserMembership = v.InferOutput<typeof UserMembershipSchema>;
