// PUT /v1/books/{id} {delYn} (SPEC §7 Bookings, the delete flag): removes a past or cancelled
// booking from the list ('Y'); the booking itself is kept.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

export function hideBook(orderProductIdx: number): Promise<unknown> {
  return apiRequest('content', 'PUT', `/v1/books/${orderProductIdx}`, { body: { delYn: 'Y' }, schema: v.unknown() });
}
