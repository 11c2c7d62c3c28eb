// An unpaid booking whose payment is over (declined, abandoned, or its hold ran out while paying):
// the gateway payment is voided first, so a late approval can never be captured, then the hold is
// given back (rooms, points, coupon) with one conditional UPDATE, so exactly once whoever else
// (the expiry job, a twin, the member's cancel) tries at the same time.
import type { FastifyInstance } from 'fastify';
import type { HoldState, OrderRow, PaymentRow } from '../../../db/schema/orders';
import { stockMoved } from '../../catalog';
import { gatewayFor } from '../../payment';
import { releasedEvent, type BookingEvent } from '../events';
import { reposOf } from '../stores';

/** The release event when this call gave the hold back; none when another path got there first. */
export async function releaseUnpaid(app: FastifyInstance, order: OrderRow, pay: PaymentRow, code: string, from: HoldState[]): Promise<BookingEvent[]> {
  const repos = reposOf(app.database.orm);
  await gatewayFor(app.database, app.clock).cancel(pay.paymentKey);
  await repos.orderPayments.markFailed(pay.idx, code, app.clock());
  const now = app.clock();
  if (!(await repos.orders.release(order.idx, from, code, now))) return [];
  await stockMoved(app.database.orm, order.productIdx);
  return [releasedEvent(order, code, now)];
}
