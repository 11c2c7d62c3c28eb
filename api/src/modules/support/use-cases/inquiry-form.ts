// SPEC §7 GET /v1/inquiries/{type}?orderNum: the inquiry form pre-filled for one of the member's
// bookings (a real one: an unpaid or abandoned checkout is not found, like another member's).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { inquiryOrder, inquiryTypeNames } from './inquiry-view';

export async function inquiryForm(app: FastifyInstance, userIdx: number, type: string, orderNum: string, locale: Locale) {
  const names = await inquiryTypeNames(app, locale);
  const code = type.toUpperCase();
  if (!names.has(code)) throw supportFail('INQUIRY_TYPE_UNKNOWN', locale);
  const o = await inquiryOrder(app, userIdx, orderNum, locale, { askable: true });
  if (!o) throw supportFail('ORDER_NOT_FOUND', locale);
  return { inquiry: { type: code, typeName: names.get(code), orderNum: o.orderNum, userOrderNum: o.orderNum, productName: o.productName, checkinDate: o.checkinDate, checkoutDate: o.checkoutDate } };
}
