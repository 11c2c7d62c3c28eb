// POST /v1/products/{productIdx}/rateplans-v3 (SPEC §7, §3 Room list / Room / rate plan product).
import { apiRequest, pageAnswer } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, numberField, textField } from '@stay/shared/contracts/fields';
import type { StayPageBody } from '@stay/shared/contracts/stay-condition';

const amount = v.optional(v.nullable(v.number()), null);

export const DealJudgementSchema = v.object({ promotionIdx: v.nullable(v.number()), isPromotion: booleanField, discountRate: numberField, refusal: v.optional(v.nullable(v.string()), null) });

export const RatePlanSchema = v.object({
  rateplanIdx: numberField,
  roomIdx: numberField,
  rateplanName: textField,
  mealType: textField,
  mealName: textField,
  cancelDate: v.optional(v.nullable(v.string()), null),
  cancelRule: v.optional(v.nullable(v.picklist(['FREE', 'NON_REFUNDABLE'])), null),
  stock: numberField,
  stockStatus: v.optional(v.picklist(['AVAILABLE', 'LOW', 'SOLD_OUT']), 'SOLD_OUT'),
  saleAble: booleanField,
  normalAmount: amount,
  awesomeAmount: amount,
  awesomePer: numberField,
  cashbackRate: numberField,
  cashbackPrice: numberField,
  perNight: amount,
  nightlyRateList: listOf(v.object({ date: textField, normalAmount: numberField, stock: numberField })),
  terms: numberField,
  /** Opened from an event deal that applies: the plan's deal price (normal / member), as the booking charges it. */
  dealAmount: amount,
  memberDealAmount: amount,
});

export const RoomSchema = v.object({
  roomIdx: numberField,
  roomName: textField,
  roomTypeName: textField,
  bedTypeName: textField,
  roomSize: numberField,
  roomView: textField,
  basicNum: numberField,
  maxNum: numberField,
  imgLink: textField,
  mappedRateplanList: listOf(RatePlanSchema),
});

export const RatePlansSchema = v.object({
  terms: numberField,
  roomMappedRateplans: listOf(RoomSchema),
  priceComparisonList: listOf(v.object({ title: textField, price: numberField, own: booleanField })),
  /** The event deal the page named, as the server judged it (api product/use-cases/stay-deal-prices.ts). */
  promotion: v.optional(v.nullable(DealJudgementSchema), null),
});

export type RatePlan = v.InferOutput<typeof RatePlanSchema>;
export type Room = v.InferOutput<typeof RoomSchema>;
export type RatePlans = v.InferOutput<typeof RatePlansSchema>;
export type DealJudgement = v.InferOutput<typeof DealJudgementSchema>;
export type PriceComparison = RatePlans['priceComparisonList'][number];

const plansPath = (productIdx: number) => `/v1/products/${productIdx}/rateplans-v3`;

/** The rooms that came with the page for this very condition (its server-drawn first view). */
export const pagePlans = (productIdx: number, body: StayPageBody) => pageAnswer('content', plansPath(productIdx), RatePlansSchema, { method: 'POST', body });

export function getRatePlans(productIdx: number, body: StayPageBody, signal?: AbortSignal): Promise<RatePlans> {
  return apiRequest('content', 'POST', plansPath(productIdx), { body, signal, suppressAlert: true, schema: RatePlansSchema });
}
