// One booking of the member as the voucher page (/lms/{orderNumber}), the payment result and my
// page's booking detail read it (SPEC §3 Booking content): GET /v1/books/num/{orderNum}/img-count/{n}
// and /v1/books/idx/{id}/img-count/{n}, also the answer of choosing an open-date voucher's night
// (POST /v1/lmses/{orderNum}/confirm/{voucherNum}). api/src/services/content/lms/booking-content.ts
// writes it. Parsed leniently: a field the server leaves out or sends as null becomes a neutral value.
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from './fields';
import { PartCancelOptionsSchema } from './part-cancel-options';
import { LedgerLineSchema, PaidLineSchema } from './money-lines';

const AmountsSchema = v.object({
  originalAmount: numberField,
  saleAmount: numberField,
  discountedAmount: numberField,
  couponAmount: numberField,
  pointAmount: numberField,
  userPointAmount: numberField,
  totalAmount: numberField,
  cancelAmount: numberField,
  cashbackRate: numberField,
  /** SPEC §3 cashbackPrice: the plan's rate of what the member pays, in 10-won units. */
  cashbackPrice: numberField,
});
const NO_AMOUNTS: v.InferInput<typeof AmountsSchema> = {
  originalAmount: 0, saleAmount: 0, discountedAmount: 0, couponAmount: 0, pointAmount: 0, userPointAmount: 0, totalAmount: 0, cancelAmount: 0, cashbackRate: 0, cashbackPrice: 0,
};

/** An additional payment of the booking (extra bed ...): `orderAddPayStatus` is true once paid. */
export const AddPaySchema = v.object({
  orderAddPayIdx: numberField,
  orderProductIdx: numberField,
  title: textField,
  orderAddPayAmount: numberField,
  orderAddPayStatus: booleanField,
  paidAt: nullableText,
});
export type AddPay = v.InferOutput<typeof AddPaySchema>;

export const BookingContentSchema = v.object({
  orderNum: v.string(),
  orderProductIdx: numberField,
  orderPayIdx: v.optional(v.nullable(v.number()), null),
  orderProductStatus: textField,
  payStatus: textField,
  productIdx: numberField,
  productName: textField,
  productNameEn: textField,
  nationCode: nullableText,
  /** The property's phone as it prints it ('' when unknown): the voucher's call link. */
  productTel: textField,
  roomIdx: numberField,
  roomName: textField,
  rateplanIdx: numberField,
  rateplanName: textField,
  mealName: textField,
  orderType: textField,
  checkinDate: nullableText,
  checkoutDate: nullableText,
  checkinTime: textField,
  checkoutTime: textField,
  terms: numberField,
  count: numberField,
  adtCnt: numberField,
  chdCnt: numberField,
  chdAges: listOf(v.number()),
  /** Rooms cancelled from the booking so far: the party above is the one staying in the rooms left. */
  cancelledRooms: numberField,
  guestName: textField,
  guestTel: textField,
  /** The country calling code of an international guest's phone, else null. */
  guestCountryCode: nullableText,
  guestEmail: textField,
  confirmNum: nullableText,
  voucherNum: nullableText,
  channelCode: nullableText,
  cancelDate: nullableText,
  btnCancelYn: v.optional(v.nullable(v.string()), 'N'),
  /** WRITE: a review may be written now, until reviewDeadline (the last day); WRITTEN: the member has one; null: neither. */
  review: v.optional(v.nullable(v.picklist(['WRITE', 'WRITTEN'])), null),
  reviewDeadline: nullableText,
  modifiable: booleanField,
  /** Which partial cancels my page offers now (null: none). */
  partCancel: v.optional(v.nullable(PartCancelOptionsSchema), null),
  amounts: v.optional(AmountsSchema, NO_AMOUNTS),
  payMethod: textField,
  payDate: textField,
  /** How the booking was paid, one line per route (card, awesome cash, welfare points, coupon), adding up to what the stay cost. */
  paidLines: listOf(PaidLineSchema),
  images: listOf(v.object({ sort: numberField, imgLink: textField })),
  addPays: listOf(AddPaySchema),
  /** Every refund of the booking so far, one line per route and cancellation (the refunds ledger). */
  refunds: listOf(LedgerLineSchema),
  /** An open-date voucher's window (null for a dated booking). */
  voucher: v.optional(v.nullable(v.object({ openDate: booleanField, stayStartDate: textField, stayEndDate: textField })), null),
  address: textField,
});
export type BookingContent = v.InferOutput<typeof BookingContentSchema>;
