// The order (POST .../rateplan/{rateplan}/order): the stay quoted again by the server, the guest
// checked, the coupon (first) and points (then) applied, and the total compared with the one the
// traveller saw: a different one is PRICE_CHANGED with the new total, to be accepted and sent
// again (the price shown is the price charged). Then, within the hold limits (hold-limits.ts),
// ONE transaction holds every night's rooms, spends the points and reserves the coupon
// (store/orders.ts createHeld): a night short is SOLD_OUT and nothing is held (never oversold);
// a night whose price moved since the quote is PRICE_CHANGED with the total quoted again.
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { referenceNumber } from '../../../lib/reference-numbers';
import { stockMoved } from '../../catalog';
import { couponFail } from '../../coupons';
import type { Outcome } from '../events';
import { bookingFail } from '../failures';
import { guestOf } from '../rules/guest';
import { checkPoints } from '../rules/points';
import type { BookParamsInput, OrderBodyInput } from '../rules/requests';
import { HoldFailure } from '../store/orders';
import { reposOf } from '../stores';
import { applyCoupon } from './apply-coupon';
import { makeRoomForHold } from './hold-limits';
import { bookingQuote, breakdown, quoteSummary, type BookingQuote } from './quote';

export interface PlaceOrderRequest {
  params: BookParamsInput;
  body: OrderBodyInput;
  userIdx: number;
  /** The caller's address (holds started per address are limited). */
  ip: string;
  locale: Locale;
  holdTtlSeconds: number;
}

type Amounts = ReturnType<typeof breakdown>;
type Applied = Awaited<ReturnType<typeof applyCoupon>>;

function orderAnswer(order: OrderRow, q: BookingQuote, amounts: Amounts, applied: Applied) {
  return {
    orderNum: order.orderNum,
    orderProductStatus: order.status,
    payStatus: 'ready' as const,
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    ...quoteSummary(q),
    guest: { guestName: order.guestName, guestTel: order.guestTel, guestEmail: order.guestEmail, guestCountryCode: order.guestCountryCode },
    amounts,
    coupon: applied?.coupon ?? null,
  };
}

export type OrderAnswer = ReturnType<typeof orderAnswer>;

/** The order with its hold; its events are the holds of the same stay it replaced (released, STARTED_OVER). */
export async function placeOrder(app: FastifyInstance, req: PlaceOrderRequest): Promise<Outcome<OrderAnswer>> {
  const { params, body, userIdx, locale } = req;
  const q = await bookingQuote(app, params, body, userIdx, locale);
  const guest = guestOf(q.international, body);
  // The coupon comes off first (checked against this quote; reserved in the hold transaction).
  const applied = await applyCoupon(app, q, body.couponUserIdx, userIdx, locale);
  const couponAmount = applied?.couponAmount ?? 0;
  checkPoints(q.points, body, q.saleAmount, couponAmount, locale);
  const amounts = breakdown(q, body.usePoint, body.useUserPoint, couponAmount);
  // The browser's amount is only compared: a different one must be accepted again.
  if (body.amount !== undefined && body.amount !== amounts.totalAmount) throw bookingFail('PRICE_CHANGED', locale, { amount: amounts.totalAmount, amounts });
  // External channel without `amount`: the traveller saw the product page's price, and the supplier's moved.
  if (body.amount === undefined && q.supplierPrice?.changed) throw bookingFail('PRICE_CHANGED', locale, { amount: amounts.totalAmount, amounts });

  const now = app.clock();
  const room = await makeRoomForHold(app, { userIdx, ip: req.ip, productIdx: q.property.idx, rooms: q.condition.count, holdTtlSeconds: req.holdTtlSeconds, now, locale });
  const { events } = room;
  if (room.refusal) return { refusal: room.refusal, events };
  try {
    const order = await reposOf(app.database.orm).orders.createHeld(
      {
        orderNum: referenceNumber('AS', now),
        userIdx,
        productIdx: q.property.idx,
        roomIdx: q.room.idx,
        ratePlanIdx: q.plan.idx,
        orderType: q.orderType,
        channelCode: q.property.channelCode,
        checkInDate: q.condition.checkInDate,
        checkOutDate: q.condition.checkOutDate,
        nights: q.condition.nights,
        rooms: q.condition.count,
        adults: q.condition.adtCnt,
        childAges: q.condition.chdAges,
        ...guest,
        holdExpiresAt: new Date(now.getTime() + req.holdTtlSeconds * 1000),
        originalAmount: amounts.originalAmount,
        saleAmount: amounts.saleAmount,
        // The order keeps one discount column: member discount and event deal together (so
        // original - discounted = sale on the voucher and in cancellations).
        discountedAmount: amounts.discountedAmount + amounts.promotionAmount,
        couponAmount: amounts.couponAmount,
        pointAmount: amounts.pointAmount,
        userPointAmount: amounts.userPointAmount,
        totalAmount: amounts.totalAmount,
        cashbackRate: amounts.cashbackRate,
        cancelFreeDate: q.quote.cancelDate,
        userTypeAtOrder: q.user.type,
        userGradeAtOrder: q.grade,
      },
      q.nightPrices,
      now,
      applied?.couponUserIdx,
    );
    await stockMoved(app.database.orm, order.productIdx);
    return { answer: orderAnswer(order, q, amounts, applied), events };
  } catch (error) {
    if (!(error instanceof HoldFailure)) throw error;
    return { refusal: await holdRefusal(app, req, error), events };
  }
}

/** The hold transaction rolled back: why, as the traveller's FAIL. */
async function holdRefusal(app: FastifyInstance, { params, body, userIdx, locale }: PlaceOrderRequest, failure: HoldFailure): Promise<AppError> {
  if (failure.reason === 'SOLD_OUT') return bookingFail('SOLD_OUT', locale);
  if (failure.reason === 'POINTS') return bookingFail('POINTS_EXCEEDED', locale);
  if (failure.reason === 'COUPON') return couponFail('COUPON_IN_USE', locale);
  // A night's price moved between the quote and the hold: quote again for the new amount.
  try {
    const fresh = await bookingQuote(app, params, body, userIdx, locale);
    const freshCoupon = (await applyCoupon(app, fresh, body.couponUserIdx, userIdx, locale))?.couponAmount ?? 0;
    return bookingFail('PRICE_CHANGED', locale, { amount: breakdown(fresh, body.usePoint, body.useUserPoint, freshCoupon).totalAmount });
  } catch (error) {
    // The stay no longer quotes (sold out since, closed ...): that is the answer.
    if (error instanceof AppError) return error;
    throw error;
  }
}
