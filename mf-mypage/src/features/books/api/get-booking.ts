// GET /v1/books/num/{orderNum}/img-count/1 (SPEC §7 Bookings, §3 Booking content; SPEC §9: the
// booking detail requests 1 image): one booking of the member; someone else's is 404. The answer's
// shape is the platform's contract, which the voucher page reads too.
import { apiRequest } from '@stay/shared';
import { BookingContentSchema, type BookingContent } from '@stay/shared/contracts/booking-content';

export function getBooking(orderNum: string, signal?: AbortSignal): Promise<BookingContent> {
  return apiRequest('content', 'GET', `/v1/books/num/${encodeURIComponent(orderNum)}/img-count/1`, { signal, suppressAlert: true, schema: BookingContentSchema });
}
