// The facts a cancellation is decided from, read from the booking's rows and from the refunds
// ledger: what is still paid on a route is what was paid less what earlier cancellations gave
// back (the ledger), so a whole cancel after a partial one refunds only the rest.
import type { Db } from '../../../db/database';
import type { AddPayPaymentRow, OrderRow, PaymentRow } from '../../../db/schema/orders';
import { largestRoom, splitParty } from '../../pricing';
import { refundedByRoute, type PartCancelFacts } from '../rules';
import { reposOf } from '../stores';

export interface CancellationState {
  facts: PartCancelFacts;
  /** The booking's captured payment (card or easy pay), if it was paid. */
  payment: PaymentRow | undefined;
  /** Its extras' captured payments, refunded with the whole booking. */
  addPays: AddPayPaymentRow[];
}

export async function readFacts(db: Db, order: OrderRow): Promise<CancellationState> {
  const repos = reposOf(db);
  const [payRows, addPays, coupon, refunds, stay] = await Promise.all([
    repos.orderPayments.ofOrder(order.idx),
    repos.addPayments.paidAttemptsOf(order.idx),
    repos.coupons.ofOrder(order.idx),
    repos.refunds.ofOrder(order.idx),
    repos.bookedStay(order),
  ]);
  const payment = payRows.find((p) => p.payStatus === 'complete');
  const refunded = refundedByRoute(refunds);
  // A released booking (cancelled, or an unpaid hold that ran out) has given everything back: its
  // preview shows nothing still paid and no fee.
  const released = order.holdState === 'RELEASED';
  const facts: PartCancelFacts = {
    orderNum: order.orderNum,
    status: order.status,
    holdState: order.holdState,
    cancelFreeDate: order.cancelFreeDate,
    payment: payment ? { method: payment.payMethod, amount: payment.amount - refunded.PAYMENT } : null,
    addPays: addPays.map((a) => ({ idx: a.idx, method: a.payMethod, amount: a.amount })),
    awesomeCash: released ? 0 : order.pointAmount,
    welfarePoints: released ? 0 : order.userPointAmount,
    coupon: !released && coupon && order.couponAmount > 0 ? { couponUserIdx: coupon.coupon.idx, amount: order.couponAmount, useExpireDate: coupon.coupon.useExpireDate } : null,
    rooms: order.rooms,
    nights: order.nights,
    checkInDate: order.checkInDate,
    checkOutDate: order.checkOutDate,
    channelCode: order.channelCode,
    party: { adults: order.adults, childAges: order.childAges },
    maxOccupancy: stay?.room.maxOccupancy ?? bookedOccupancy(order),
  };
  return { facts, payment, addPays };
}

/** A room the catalogue no longer has: it took at least the fullest room of the party booked into it. */
export function bookedOccupancy(order: Pick<OrderRow, 'adults' | 'childAges' | 'rooms'>): number {
  const seated = splitParty(order.adults, order.childAges, order.rooms);
  return seated ? largestRoom(seated) : order.adults + order.childAges.length;
}
