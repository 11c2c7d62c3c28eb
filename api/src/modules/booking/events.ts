// The booking's domain events: what happened to a booking, returned by the use case that made it
// happen (DESIGN §3). Today only the stock cache reacts (stockMoved, called directly once the
// change is committed); a notice (the booking confirmation mail ...) subscribes to these lists
// instead of being called from inside the payment.
import type { OrderRow } from '../../db/schema/orders';
import type { AppError } from '../../lib/app-error';

interface About {
  orderIdx: number;
  orderNum: string;
  userIdx: number;
  productIdx: number;
  at: Date;
}

export type BookingEvent =
  /**
   * The booking's payment was captured, once, by the request that charged it (twins that waited
   * for it return its answer, not the event). `amount` = the order's totalAmount, the amount
   * quoted and charged. An external channel's booking is then `confirm_wait` until its supplier
   * answers (a refusal refunds it: read the order's status before telling the traveller "confirmed").
   */
  | (About & { type: 'booking.paid'; amount: number })
  /**
   * An unpaid hold was given back (rooms, points, coupon) and its order cancelled, once. `reason`
   * is the fail code written on its payments: PAY_DECLINED, USER_CANCEL, HOLD_EXPIRED,
   * STARTED_OVER (the member booked the same stay again), or the gateway's decline code.
   */
  | (About & { type: 'booking.released'; reason: string })
  /**
   * A payment taken after the hold was over (a confirm whose answer was lost, found DONE at the
   * gateway after the hold expired or was released) was refunded in full, once; the guest is told.
   */
  | (About & { type: 'booking.refunded'; amount: number; reason: string });

/**
 * What a use case that changes a booking hands back. It throws only while it has changed nothing;
 * once it has, a refusal (a FAIL for the route to throw) comes back WITH the events of what did
 * change (a declined payment refuses and has released the hold), so no event is lost to an error.
 */
export type Outcome<T> = { answer: T; refusal?: undefined; events: BookingEvent[] } | { answer?: undefined; refusal: AppError; events: BookingEvent[] };

type OrderRef = Pick<OrderRow, 'idx' | 'orderNum' | 'userIdx' | 'productIdx'>;

const about = (order: OrderRef, at: Date): About => ({ orderIdx: order.idx, orderNum: order.orderNum, userIdx: order.userIdx, productIdx: order.productIdx, at });

export const paidEvent = (order: OrderRef & Pick<OrderRow, 'totalAmount'>, at: Date): BookingEvent => ({ type: 'booking.paid', ...about(order, at), amount: order.totalAmount });

export const releasedEvent = (order: OrderRef, reason: string, at: Date): BookingEvent => ({ type: 'booking.released', ...about(order, at), reason });

export const refundedEvent = (order: OrderRef, amount: number, reason: string, at: Date): BookingEvent => ({ type: 'booking.refunded', ...about(order, at), amount, reason });
