// The member's bookings a question can be about (the inquiry form's booking picker).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { reposOf } from '../stores';

export async function listInquiryOrders(app: FastifyInstance, userIdx: number, locale: Locale) {
  const rows = await reposOf(app.database.orm).centre.ordersOf(userIdx);
  return {
    orders: rows.map((r) => ({ orderNum: r.orderNum, productName: pick(namesOf(r, 'productName'), locale), checkinDate: r.checkinDate, checkoutDate: r.checkoutDate, status: r.status })),
  };
}
