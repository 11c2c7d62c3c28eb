// GET /v1/books/num/{orderNum}/img-count/{n} (SPEC §7 Bookings, §3 Booking content): one booking of
// the member. The payment result asks for 1 image, the voucher for 20 (SPEC §9). The answer's shape
// is the platform's contract (@stay/shared/contracts/booking-content), which my page reads too.
import { apiRequest } from '@stay/shared';
import { BookingContentSchema, type BookingContent } from '@stay/shared/contracts/booking-content';

export function getBookingContent(orderNum: string, images: number, signal?: AbortSignal): Promise<BookingContent> {
  return apiRequest('content', 'GET', `/v1/books/num/${encodeURIComponent(orderNum)}/img-count/${images}`, { signal, suppressAlert: true, schema: BookingContentSchema });
}
