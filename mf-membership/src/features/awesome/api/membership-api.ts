// The membership API (api/src/membership/README.md): each answer is parsed at the boundary.
// The membership's status (GET /status and every action's answer) is the platform's contract,
// as my page reads the member's membership from the same server.
import { apiRequest } from '@stay/shared';
import { MembershipStatusSchema as StatusSchema, PriceAskSchema } from '@stay/shared/contracts/membership-status';
import { PlanSchema as Plan, type PlanCode } from '@stay/shared/contracts/user-membership';
import * as v from 'valibot';
import { MembershipCheckoutSchema } from '@stay/shared/contracts/payment-checkout';

const OfferSchema = v.object({
  plans: v.array(
    v.object({
      plan: Plan,
      grade: v.string(),
      price: v.number(),
      originalPrice: v.number(),
      monthlyPrice: v.number(),
      nextChargeAt: v.string(),
      nextChargeAmount: v.number(),
      refundableUntil: v.nullable(v.string()),
      eligible: v.boolean(),
      reason: v.nullable(v.string()),
    }),
  ),
  current: v.nullable(Plan),
});
export type Offer = v.InferOutput<typeof OfferSchema>;
export type PlanOffer = Offer['plans'][number];

const Answer = v.picklist(['ACCEPTED', 'DECLINED', 'NO_ANSWER']);
const PriceScreenSchema = v.object({
  ask: v.nullable(PriceAskSchema),
  receipts: v.array(
    v.object({
      idx: v.number(),
      priceChangeIdx: v.number(),
      plan: v.nullable(Plan),
      answer: Answer,
      renewalAt: v.string(),
      oldPrice: v.number(),
      newPrice: v.number(),
      cardMasked: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
});
export type PriceScreen = v.InferOutput<typeof PriceScreenSchema>;


const HistorySchema = v.object({
  items: v.array(
    v.object({
      idx: v.number(),
      kind: v.picklist(['FIRST', 'RENEWAL', 'UPGRADE', 'REFUND']),
      plan: Plan,
      status: v.picklist(['PAID', 'FAILED', 'REFUNDED', 'PENDING']),
      amount: v.number(),
      periodStart: v.string(),
      periodEnd: v.string(),
      cardMasked: v.nullable(v.string()),
      failCode: v.nullable(v.string()),
      receipt: v.nullable(v.string()),
      createdAt: v.string(),
    }),
  ),
});
export type HistoryItem = v.InferOutput<typeof HistorySchema>['items'][number];

const BASE = '/membership';

export const getOffer = () => apiRequest('content', 'GET', `${BASE}/offer`, { schema: OfferSchema, suppressAlert: true });
export const getStatus = () => apiRequest('content', 'GET', `${BASE}/status`, { schema: StatusSchema, suppressAlert: true });
export const getHistory = () => apiRequest('content', 'GET', `${BASE}/billing-history`, { schema: HistorySchema, suppressAlert: true });

export const startCheckout = (body: { kind: 'SUBSCRIBE' | 'CARD_CHANGE'; plan?: PlanCode; site: 'ko' | 'en' | 'ja' }) =>
  apiRequest('content', 'POST', `${BASE}/checkout`, { body, schema: MembershipCheckoutSchema, suppressAlert: true });

export const completeCheckout = (body: { checkoutId: string; authKey: string; customerKey: string }) =>
  apiRequest('content', 'POST', `${BASE}/checkout/complete`, { body, schema: StatusSchema, suppressAlert: true });

export type Action = 'cancel' | 'undo-cancel' | 'refund' | 'upgrade' | 'dev/renew-now';
export const membershipAction = (action: Action) => apiRequest('content', 'POST', `${BASE}/${action}`, { body: {}, schema: StatusSchema, suppressAlert: true });

export const getPriceChange = () => apiRequest('content', 'GET', `${BASE}/price-change`, { schema: PriceScreenSchema, suppressAlert: true });
export const answerPriceChange = (body: { priceChangeIdx: number; answer: 'ACCEPT' | 'DECLINE' }) =>
  apiRequest('content', 'POST', `${BASE}/price-change/answer`, { body, schema: PriceScreenSchema, suppressAlert: true });
