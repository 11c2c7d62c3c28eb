// GET /v1/books/num/{orderNum}/img-count/1 (SPEC §7 Bookings, §3 Booking content; SPEC §9: the
// booking detail requests 1 image): one booking of the member; someone else's is 404.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from '../../../lib/schema-fields';

export const BookingSchema = v.object({
  orderNum: v.string(),
  orderProductIdx: numberField,
  orderProductStatus: textField,
  payStatus: textField,
  productIdx: numberField,
  productName: textField,
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
  addPays: listOf(v.object({ orderAddPayIdx: numberField, title: textField, orderAddPayAmount: numberField, orderAddPayStatus: booleanField })),
  voucher: v.optional(v.nullable(v.object({ openDate: booleanField, stayStartDate: textField, stayEndDate: textField })), null),
  address: textField,
  /** Which partial cancels are offered now (api/src/cancellation/partial.ts partOptions). */
  partCancel: v.optional(v.nullable(v.object({ room: booleanField, maxNights: numberField })), null),
});
export type Booking = v.InferOutput<typeof BookingSchema>;

export function getBooking(orderNum: string, signal?: AbortSignal): Promise<Booking> {
  return apiRequest('content', 'GET', `/v1/books/num/${encodeURIComponent(orderNum)}/img-count/1`, { signal, suppressAlert: true, schema: BookingSchema });
}
