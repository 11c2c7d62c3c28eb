// The member's bookings a question can be about (the inquiry form's booking picker): only real
// bookings, newest first (rules/inquiry-bookings.ts), never the checkouts they left unpaid.
import type { InquiryBooking } from '@stay/shared/contracts/inquiry-booking';
import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { askableBookings } from '../rules/inquiry-bookings';
import { reposOf } from '../stores';

/** A picker longer than this is not read; an older booking is still linked from its own page. */
const PICKER_MAX = 50;

/** The contract's picker entries (@stay/shared/contracts/inquiry-booking), each with its SPEC §4 status. */
export async function listInquiryOrders(app: FastifyInstance, userIdx: number, locale: Locale): Promise<{ orders: (InquiryBooking & { status: OrderStatus })[] }> {
  const rows = await reposOf(app.database.orm).centre.ordersOf(userIdx);
  return {
    orders: askableBookings(rows)
      .slice(0, PICKER_MAX)
      .map((r) => ({ orderNum: r.orderNum, productName: pick(namesOf(r, 'productName'), locale), checkinDate: r.checkinDate, checkoutDate: r.checkoutDate, status: r.status })),
  };
}
