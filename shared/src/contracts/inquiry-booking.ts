// "Ask about this booking": the address my page's booking detail writes and the support remote's
// inquiry form reads (/inquiries/new?orderNum=), and the form's booking picker as the API answers
// it (GET /v1/inquiries/orders: the member's real bookings, newest first).
import * as v from 'valibot';

/** The new-inquiry form's path (mf-support), without a locale prefix. */
export const INQUIRY_NEW_PATH = '/inquiries/new';
/** The query parameter naming the booking the question is about. */
export const INQUIRY_BOOKING_PARAM = 'orderNum';

/** An order number as the API takes it (letters, digits, '_', '.', '-'; at most 40). */
const ORDER_NUM = /^[A-Za-z0-9_.-]{1,40}$/;

/** The new-inquiry form with this booking chosen. */
export const inquiryAboutBookingPath = (orderNum: string): string => `${INQUIRY_NEW_PATH}?${new URLSearchParams({ [INQUIRY_BOOKING_PARAM]: orderNum }).toString()}`;

/**
 * The booking an address asks about: none (no parameter), or the number as given and whether it
 * can be an order number at all (one that cannot is never sent to the API).
 */
export function bookingParamOf(params: URLSearchParams): { orderNum: string; wellFormed: boolean } | null {
  const raw = params.get(INQUIRY_BOOKING_PARAM)?.trim() ?? '';
  if (!raw) return null;
  return { orderNum: raw, wellFormed: ORDER_NUM.test(raw) };
}

/** One entry of the picker: the stay's name in the reader's language, its dates (none yet for an open-date voucher). */
export const InquiryBookingSchema = v.object({
  orderNum: v.string(),
  productName: v.string(),
  checkinDate: v.nullable(v.string()),
  checkoutDate: v.nullable(v.string()),
});
export type InquiryBooking = v.InferOutput<typeof InquiryBookingSchema>;

export const InquiryBookingsSchema = v.object({ orders: v.array(InquiryBookingSchema) });
