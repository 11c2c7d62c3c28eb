// An open-date voucher (no confirmation number, no start date: SPEC §4 Booking list): the nights it
// may still use, as a calendar of every day of its period, open with its price or closed with the
// reason.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import { dateChoices, type DateChoice } from '../rules/date-choices';
import { canChooseDate, choiceWindow } from '../rules/status';
import { reposOf } from '../stores';
import { ownOrderBy } from './booking-content';

export async function openDateChoices(app: FastifyInstance, userIdx: number, orderNum: string, locale: Locale) {
  const order = await ownOrderBy(app, { orderNum }, userIdx, locale);
  const today = koreanDay(app.clock());
  const choosable = canChooseDate(order, today);
  const window = choiceWindow(order, today);
  let dates: DateChoice[] = [];
  if (choosable && window) {
    const rates = await reposOf(app.database.orm).vouchers.nightsOf(order.ratePlanIdx, window.first, order.stayEndDate!);
    dates = dateChoices({ stayStartDate: order.stayStartDate!, stayEndDate: order.stayEndDate!, nights: order.nights, rooms: order.rooms, today, rates });
  }
  const availableDates = dates.filter((d) => d.open).map((d) => d.date);
  return {
    orderNum: order.orderNum,
    confirmNum: order.confirmNum,
    voucherNum: order.voucherNum,
    orderProductStatus: order.status,
    canChooseDate: choosable,
    stayStartDate: order.stayStartDate,
    stayEndDate: order.stayEndDate,
    checkinDate: order.checkInDate,
    checkoutDate: order.checkOutDate,
    terms: order.nights,
    availableDates,
    dates,
  };
}
