// GET /v1/books/num/{orderNum}/img-count/{n} (SPEC §7 Bookings, §3 Booking content; this round's
// contract): one booking of the member. The payment result asks for 1 image, the voucher for 20
// (SPEC §9). Parsed leniently: fields the server does not send yet become neutral values.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, numberField, textField } from './schema-fields';

const nullableText = v.optional(v.nullable(v.string()), null);

export const BookingContentSchema = v.object({
  orderNum: v.string(),
  orderProductIdx: numberField,
  orderProductStatus: textField,
  payStatus: textField,
  productIdx: numberField,
  productName: textField,
  productNameEn: textField,
  roomName: textField,
  rateplanName: textField,
  mealName: textField,
  checkinDate: nullableText,
  checkoutDate: nullableText,
  checkinTime: textField,
  checkoutTime: textField,
  terms: numberField,
  count: numberField,
  adtCnt: numberField,
  chdCnt: numberField,
  guestName: textField,
  guestTel: textField,
  guestCountryCode: v.optional(v.nullable(v.string()), null),
  guestEmail: textField,
  confirmNum: nullableText,
  voucherNum: nullableText,
  channelCode: nullableText,
  cancelDate: nullableText,
  btnCancelYn: v.optional(v.nullable(v.string()), 'N'),
  amounts: v.optional(
    v.object({
      originalAmount: numberField,
      saleAmount: numberField,
      discountedAmount: numberField,
      couponAmount: numberField,
      pointAmount: numberField,
      userPointAmount: numberField,
      totalAmount: numberField,
      cancelAmount: numberField,
      cashbackPrice: numberField,
    }),
    { originalAmount: 0, saleAmount: 0, discountedAmount: 0, couponAmount: 0, pointAmount: 0, userPointAmount: 0, totalAmount: 0, cancelAmount: 0, cashbackPrice: 0 },
  ),
  payMethod: textField,
  payDate: textField,
  images: listOf(v.object({ sort: numberField, imgLink: textField })),
  addPays: listOf(
    v.object({ orderAddPayIdx: numberField, orderProductIdx: numberField, title: textField, orderAddPayAmount: numberField, orderAddPayStatus: booleanField }),
  ),
  voucher: v.optional(v.nullable(v.object({ openDate: booleanField, stayStartDate: textField, stayEndDate: textField, voucherNum: nullableText })), null),
  address: textField,
  /** The property's phone ('' when unknown): the voucher's call link. */
  productTel: v.optional(v.string(), ''),
  nationCode: v.optional(v.nullable(v.string()), null),
});
export type BookingContent = v.InferOutput<typeof BookingContentSchema>;

export function getBookingContent(orderNum: string, images: number, signal?: AbortSignal): Promise<BookingContent> {
  return apiRequest('content', 'GET', `/v1/books/num/${encodeURIComponent(orderNum)}/img-count/${images}`, { signal, suppressAlert: true, schema: BookingContentSchema });
}

/** The voucher number an open-date voucher prints (top level or inside `voucher`). */
export const voucherNumOf = (b: BookingContent): string | null => b.voucherNum ?? b.voucher?.voucherNum ?? null;
