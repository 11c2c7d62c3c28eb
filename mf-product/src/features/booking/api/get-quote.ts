// POST /v1/books/{productIdx}/order-type/{type}/ids/{accoms}/rooms/{rooms}/rateplan/{rateplan}
// (SPEC §7 Bookings: the payment page's data; api booking README). The server prices the stay,
// the coupon and the points; the page shows its numbers and never computes a total itself.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { stayConditionOf } from '@stay/shared/contracts/stay-condition';
import type { BookTarget } from '../../../lib/book-query';
import { booleanField, listOf, numberField, textField } from '@stay/shared/contracts/fields';

export const AmountsSchema = v.object({
  originalAmount: numberField,
  saleAmount: numberField,
  discountedAmount: numberField,
  promotionAmount: v.optional(numberField, 0),
  couponAmount: numberField,
  pointAmount: numberField,
  userPointAmount: numberField,
  totalTaxAndServiceFee: numberField,
  totalPropertyFee: numberField,
  extraGuestFee: numberField,
  totalAmount: numberField,
  cashbackRate: numberField,
  cashbackPrice: numberField,
});
export type Amounts = v.InferOutput<typeof AmountsSchema>;

/** An unfinished checkout of the member and what it keeps (api booking/held-checkouts.ts). */
const HeldCheckoutSchema = v.object({
  orderNum: v.string(),
  productIdx: numberField,
  productName: textField,
  checkInDate: v.optional(v.nullable(v.string()), null),
  checkOutDate: v.optional(v.nullable(v.string()), null),
  point: numberField,
  userPoint: numberField,
  coupon: v.optional(v.nullable(v.object({ name: textField, amount: numberField })), null),
  expiresAt: v.string(),
});
export type HeldCheckout = v.InferOutput<typeof HeldCheckoutSchema>;

export const QuoteSchema = v.object({
  productIdx: numberField,
  productName: textField,
  roomName: textField,
  rateplanName: textField,
  orderType: textField,
  channelCode: v.optional(v.nullable(v.string()), null),
  condition: v.object({ checkInDate: textField, checkOutDate: textField, adtCnt: numberField, chdCnt: numberField, count: numberField, nights: numberField }),
  cancelDate: v.optional(v.nullable(v.string()), null),
  cancelRule: v.optional(v.nullable(v.picklist(['FREE', 'NON_REFUNDABLE'])), null),
  stock: numberField,
  member: v.optional(v.object({ grade: textField, isAwesome: booleanField, type: v.optional(v.picklist(['N', 'C']), 'N') }), { grade: '', isAwesome: false, type: 'N' as const }),
  points: v.optional(v.object({ point: numberField, userPoint: numberField }), { point: 0, userPoint: 0 }),
  maxUsablePoint: numberField,
  payMethods: listOf(v.string()),
  guestForm: v.optional(v.picklist(['DOMESTIC', 'INTERNATIONAL']), 'DOMESTIC'),
  guest: v.optional(
    v.object({ guestName: textField, guestFirstName: textField, guestLastName: textField, guestCountryCode: textField, guestTel: textField, guestEmail: textField }),
    { guestName: '', guestFirstName: '', guestLastName: '', guestCountryCode: '', guestTel: '', guestEmail: '' },
  ),
  amounts: AmountsSchema,
  /** The event deal the booking named (api booking/deal.ts): applied or not, decided by the server. */
  promotion: v.optional(
    v.object({ promotionIdx: v.nullable(numberField), isPromotion: booleanField, promotionAmount: numberField, discountRate: numberField, refusal: v.nullable(v.string()) }),
    { promotionIdx: null, isPromotion: false, promotionAmount: 0, discountRate: 0, refusal: null },
  ),
  holdTtlSeconds: numberField,
  held: v.optional(listOf(HeldCheckoutSchema), []),
});
export type Quote = v.InferOutput<typeof QuoteSchema>;

export interface QuoteExtras {
  couponUserIdx?: number;
  usePoint?: number;
  /** Corporate welfare points (members of type C). */
  useUserPoint?: number;
}

export function bookUrl(t: Pick<BookTarget, 'productIdx' | 'type' | 'accoms' | 'rooms' | 'rateplan'>): string {
  const e = encodeURIComponent;
  return `/v1/books/${t.productIdx}/order-type/${t.type}/ids/${e(t.accoms)}/rooms/${e(t.rooms)}/rateplan/${e(t.rateplan)}`;
}

/** Errors are shown on the page itself (suppressAlert). Zero extras are left out of the body. */
export function getQuote(target: BookTarget, extras: QuoteExtras, signal?: AbortSignal): Promise<Quote> {
  const body = {
    ...stayConditionOf(target.condition),
    ...(target.promotionIdx ? { promotionIdx: target.promotionIdx } : {}),
    ...(extras.couponUserIdx ? { couponUserIdx: extras.couponUserIdx } : {}),
    ...(extras.usePoint ? { usePoint: extras.usePoint } : {}),
    ...(extras.useUserPoint ? { useUserPoint: extras.useUserPoint } : {}),
  };
  return apiRequest('content', 'POST', bookUrl(target), { body, signal, suppressAlert: true, schema: QuoteSchema });
}
