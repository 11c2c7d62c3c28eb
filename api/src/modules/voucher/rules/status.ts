// SPEC §4 "Booking list" and "Order status display" as rules on an order row: which tab it sits
// in, whether cancel is offered, whether a stay date may still be chosen.
import type { OrderRow, OrderStatus } from '../../../db/schema/orders';
import { freeCancelOpenOn } from '../../cancellation/rules';
import { addDays } from '../../../lib/days';
import { findChannel } from '@stay/shared/constants/channels';
import type { BookTab } from '../failures';

type OrderDates = Pick<OrderRow, 'status' | 'checkInDate' | 'stayEndDate' | 'cancelFreeDate' | 'confirmNum' | 'voucherNum' | 'nights'>;

const CANCELLED: readonly OrderStatus[] = ['cancel', 'cancel_request', 'cancel_wait'];
const PAST: readonly OrderStatus[] = ['complete', 'noshow'];
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'add_pay', 'confirm', 'confirm_wait'];

export const isCancelled = (status: OrderStatus): boolean => CANCELLED.includes(status);

/**
 * pending (upcoming), complete (past), cancel. SPEC §4: a booking whose start date is past is a
 * past booking whatever its stored status; an open-date voucher is upcoming until its window ends.
 */
export function tabOf(order: OrderDates, today: string): BookTab {
  if (isCancelled(order.status)) return 'cancel';
  if (PAST.includes(order.status)) return 'complete';
  if (order.checkInDate !== null) return order.checkInDate < today ? 'complete' : 'pending';
  return order.stayEndDate !== null && order.stayEndDate < today ? 'complete' : 'pending';
}

/** SPEC §4: cancel is offered for pending / confirm while the free-cancel date is not past. */
export function cancelButton(order: OrderDates, today: string): 'Y' | 'N' {
  if (!CANCELLABLE.includes(order.status) || order.cancelFreeDate === null) return 'N';
  if (order.checkInDate !== null && order.checkInDate < today) return 'N';
  return freeCancelOpenOn(order.cancelFreeDate, today) ? 'Y' : 'N';
}

/** SPEC §4: a date may be chosen when there is no confirmation number and no start date. */
export function isOpenDate(order: OrderDates): boolean {
  return order.voucherNum !== null && order.checkInDate === null && order.confirmNum === null;
}

/** The first and last check-in days an open-date voucher allows from today (null: none left). */
export function choiceWindow(order: OrderDates & Pick<OrderRow, 'stayStartDate'>, today: string): { first: string; last: string } | null {
  if (order.stayStartDate === null || order.stayEndDate === null) return null;
  const first = order.stayStartDate > today ? order.stayStartDate : today;
  // Every night of the stay lies inside the window.
  const last = addDays(order.stayEndDate, -(order.nights - 1));
  return first <= last ? { first, last } : null;
}

export function canChooseDate(order: OrderDates & Pick<OrderRow, 'stayStartDate'>, today: string): boolean {
  return isOpenDate(order) && order.status === 'confirm' && choiceWindow(order, today) !== null;
}

/**
 * SPEC §4 "Orders from certain own-channel ids are flagged as own-channel orders": a stay of our own
 * inventory has no channel code (orders.channel_code null); an external supplier's has its code.
 * OWN_CHANNEL_IDX is the channel index our own sales carry (SPEC §3 orderChannelIdx).
 */
export const OWN_CHANNEL_IDX = 1;

export function orderChannel(order: Pick<OrderRow, 'channelCode'>): { orderChannelIdx: number | null; ownChannel: boolean } {
  if (order.channelCode === null) return { orderChannelIdx: OWN_CHANNEL_IDX, ownChannel: true };
  return { orderChannelIdx: findChannel(order.channelCode)?.channelIdx ?? null, ownChannel: false };
}
