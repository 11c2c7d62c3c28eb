// A booking's payment that did not go through (POST /payments/fail {orderNum, paymentKey}: the
// return from the gateway's fail URL). The browser says it failed; the gateway decides: a captured
// payment is refused as ALREADY_PAID (confirm answers it), anything else is voided at the gateway
// and the hold given back (declined / abandoned = no booking, no held room). An extra's key (an
// additional payment from the voucher) is settled by the extras first.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { gatewayFor, pendingKey } from '../../payment';
import type { BookingEvent, Outcome } from '../events';
import { bookingFail } from '../failures';
import { reposOf } from '../stores';
import type { ExtraPayments } from './extra-payments';
import { orderPayment, ownOrder } from './own-order';
import { releaseUnpaid } from './release-unpaid';

export interface FailRequest {
  orderNum: string;
  /** The sandbox's fail URL names the payment; Toss's names the attempt's orderId and a code. */
  paymentKey?: string;
  orderId?: string;
  code?: string;
  userIdx: number;
  locale: Locale;
}

/** A Toss attempt of this order by its orderId; another order's is not found. */
async function tossAttemptOf(app: FastifyInstance, orderIdx: number, orderId: string, locale: Locale) {
  const row = await reposOf(app.database.orm).orderPayments.byGatewayOrderId(orderId);
  if (!row || row.orderIdx !== orderIdx) throw bookingFail('ORDER_NOT_FOUND', locale);
  return row;
}

/** Events: `booking.released` when this call gave the hold back. */
export async function failPayment(app: FastifyInstance, req: FailRequest, extras: ExtraPayments): Promise<Outcome<object>> {
  const { locale } = req;
  const order = await ownOrder(app, req.orderNum, req.userIdx, locale);
  // An extra's Toss attempt is known by `order:<orderId>` until its confirm.
  const ref = req.paymentKey ?? (req.orderId ? pendingKey(req.orderId) : undefined);
  if (ref) {
    const addFailed = await extras.fail(app, order, ref, locale);
    if (addFailed) return { answer: addFailed, events: [] };
  }
  const pay = req.orderId ? await tossAttemptOf(app, order.idx, req.orderId, locale) : await orderPayment(app, order, req.paymentKey ?? '', locale);
  const status = await gatewayFor(app.database, app.clock).retrieve(pay.paymentKey);
  if (pay.payStatus === 'complete' || status?.status === 'approved') throw bookingFail('ALREADY_PAID', locale);
  // Toss's fail URL says why (its code); the buyer closing the window is theirs, anything else a decline.
  const why = status?.status === 'declined' || (req.code && req.code !== 'PAY_PROCESS_CANCELED') ? 'PAY_DECLINED' : 'USER_CANCEL';
  // A confirm in flight (PAYING) settles the hold itself.
  const events: BookingEvent[] = order.holdState === 'HELD' ? await releaseUnpaid(app, order, pay, why, ['HELD']) : [];
  const o = await reposOf(app.database.orm).orders.byIdx(order.idx);
  const p = (await reposOf(app.database.orm).orderPayments.byIdx(pay.idx))!;
  return { answer: { orderNum: order.orderNum, orderProductStatus: o!.status, payStatus: p.payStatus, failCode: p.failCode, released: o!.holdState === 'RELEASED' }, events };
}
