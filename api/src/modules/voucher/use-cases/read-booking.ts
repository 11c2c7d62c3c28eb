// One of the member's bookings as the voucher page and the booking detail show it (SPEC §3
// Booking content), by order number or by idx, with up to `imageCount` pictures; someone else's
// order is 404 ORDER_NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { bookingContent, ownOrderBy } from './booking-content';

export async function readBooking(app: FastifyInstance, userIdx: number, key: { orderNum: string } | { idx: number }, imageCount: number, locale: Locale) {
  const order = await ownOrderBy(app, key, userIdx, locale);
  return bookingContent(app, order, imageCount, locale);
}
