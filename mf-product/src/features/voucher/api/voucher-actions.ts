// The voucher page's calls (SPEC §7 Common codes and vouchers, Additional payment; this round's
// contract). Errors are shown on the page (suppressAlert).
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { PreparedPaymentSchema } from '@stay/shared/contracts/payment-checkout';
import { booleanField, listOf, numberField, textField } from '@stay/shared/contracts/fields';
import { BookingContentSchema, type BookingContent } from '@stay/shared/contracts/booking-content';

const e = encodeURIComponent;

const DateChoiceSchema = v.object({
  date: v.string(),
  open: booleanField,
  reason: v.optional(v.picklist(['PAST', 'SOLD_OUT', 'NO_RATE', 'PAST_PERIOD_END'])),
  price: v.optional(numberField),
});
export type DateChoice = v.InferOutput<typeof DateChoiceSchema>;

const ConfirmInfoSchema = v.object({
  orderNum: textField,
  confirmNum: v.optional(v.nullable(v.string()), null),
  orderProductStatus: textField,
  canChooseDate: booleanField,
  stayStartDate: textField,
  stayEndDate: textField,
  availableDates: listOf(v.string()),
  /** Every day of the period, open with today's price or closed with the reason (the calendar). */
  dates: v.optional(listOf(DateChoiceSchema), []),
});
export type ConfirmInfo = v.InferOutput<typeof ConfirmInfoSchema>;

/** GET /v1/lmses/{orderNum}/confirm: whether a date may be chosen, and the dates with stock. */
export function getConfirmInfo(orderNum: string, signal?: AbortSignal): Promise<ConfirmInfo> {
  return apiRequest('content', 'GET', `/v1/lmses/${e(orderNum)}/confirm`, { signal, suppressAlert: true, schema: ConfirmInfoSchema });
}

/** POST /v1/lmses/{orderNum}/confirm/{voucherNum} {orderNum, confirmNum, checkInDate}: answers the booking content. */
export function chooseDate(orderNum: string, voucherNum: string, checkInDate: string): Promise<BookingContent> {
  return apiRequest('content', 'POST', `/v1/lmses/${e(orderNum)}/confirm/${e(voucherNum)}`, {
    body: { orderNum, confirmNum: voucherNum, checkInDate },
    suppressAlert: true,
    schema: BookingContentSchema,
  });
}

/** POST /v1/add-payments: starts the gateway payment of an unpaid additional payment (the prepare answer's shape). */
export function startAddPayment(body: { orderAddPayIdx: number; orderProductIdx: number; method: string; successUrl: string; failUrl: string }) {
  return apiRequest('content', 'POST', '/v1/add-payments', { body, suppressAlert: true, schema: PreparedPaymentSchema });
}
