// The member's own order, by number or by idx, and its payment attempts; someone else's is
// answered as not found, so no order number leaks whose it is.
import type { FastifyInstance } from 'fastify';
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { bookingFail } from '../failures';
import { reposOf } from '../stores';

export async function ownOrderBy(app: FastifyInstance, key: { orderNum: string } | { idx: number }, userIdx: number, locale: Locale): Promise<OrderRow> {
  const orders = reposOf(app.database.orm).orders;
  const order = 'orderNum' in key ? await orders.byNum(key.orderNum) : await orders.byIdx(key.idx);
  if (!order || order.userIdx !== userIdx) throw bookingFail('ORDER_NOT_FOUND', locale);
  return order;
}

export const ownOrder = (app: FastifyInstance, orderNum: string, userIdx: number, locale: Locale): Promise<OrderRow> => ownOrderBy(app, { orderNum }, userIdx, locale);

/** One payment attempt of that order, by its gateway key; another order's key is not found. */
export async function orderPayment(app: FastifyInstance, order: OrderRow, paymentKey: string, locale: Locale): Promise<PaymentRow> {
  const row = await reposOf(app.database.orm).orderPayments.find(order.idx, paymentKey);
  if (!row) throw bookingFail('ORDER_NOT_FOUND', locale);
  return row;
}
