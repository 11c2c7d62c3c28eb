// Which of a member's orders a question can be about: their real bookings, not every checkout
// they started. SPEC §4: an order is `pending` while its room is held and unpaid; a declined,
// abandoned or expired checkout is released to `cancel` with its payment `fail` (or never charged);
// a paid booking stays whatever its later state, including `cancel` after a refund. So an order is
// a booking once it was charged (payment complete, or refunded / being refunded after that) or sold.
import type { HoldState, OrderStatus, PayStatus } from '../../../db/schema/orders';

/** Payment states that mean money was taken at some point (SPEC §4 payment status). */
const CHARGED: readonly PayStatus[] = ['complete', 'cancel', 'cancelRequest', 'partialCancel', 'partialCanceled'];

export interface OrderForInquiry {
  idx: number;
  status: OrderStatus;
  holdState: HoldState;
  /** The states of every payment attempt of the order (none yet: empty). */
  payStatuses: readonly PayStatus[];
  createdAt: Date;
}

/** True for a booking the member may ask about: paid, confirmed, completed, or cancelled after payment. */
export function isAskableBooking(order: Omit<OrderForInquiry, 'idx' | 'createdAt'>): boolean {
  // An unpaid hold: nothing was bought yet, whatever attempts it has.
  if (order.status === 'pending') return false;
  return order.holdState === 'SOLD' || order.payStatuses.some((s) => CHARGED.includes(s));
}

/** The picker's list: only real bookings, the newest booking first (ties: the later order first). */
export function askableBookings<T extends OrderForInquiry>(orders: readonly T[]): T[] {
  return orders.filter(isAskableBooking).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.idx - a.idx);
}
