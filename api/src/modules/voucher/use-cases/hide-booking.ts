// Hiding a booking from the member's list (SPEC §7 Bookings, the delete flag): a past or cancelled
// booking is removed from the list ('Y') or put back ('N'). Hidden, never deleted: the order and
// its payments stay. Upcoming bookings cannot be hidden (409 BOOKING_ACTIVE); someone else's order
// is 404 ORDER_NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import { failureCatalog } from '../../../lib/app-error';
import type { Locale, Texts } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { tabOf } from '../rules/status';
import { reposOf } from '../stores';
import { ownOrderBy } from './booking-content';

const TEXTS = {
  BOOKING_ACTIVE: { ko: '이용 예정인 예약은 목록에서 삭제할 수 없습니다.', en: 'An upcoming booking cannot be removed from the list.', ja: 'ご利用予定の予約はリストから削除できません。' },
} satisfies Record<string, Texts>;
const hideFail = failureCatalog(TEXTS, { BOOKING_ACTIVE: 409 });

export async function setBookingHidden(app: FastifyInstance, userIdx: number, orderIdx: number, delYn: 'Y' | 'N', locale: Locale) {
  const order = await ownOrderBy(app, { idx: orderIdx }, userIdx, locale);
  const { vouchers } = reposOf(app.database.orm);
  if (delYn === 'N') {
    await vouchers.unhideBooking(order.idx, userIdx);
  } else {
    if (tabOf(order, koreanDay(app.clock())) === 'pending') throw hideFail('BOOKING_ACTIVE', locale);
    await vouchers.hideBooking(order.idx, userIdx, app.clock());
  }
  return { orderProductIdx: order.idx, orderNum: order.orderNum, delYn };
}
