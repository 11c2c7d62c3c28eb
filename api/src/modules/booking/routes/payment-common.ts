// What the payment routes share: schemas, the member's own order, and the answer of a paid order.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { msg } from '../../../lib/fields';
import { bookingFail } from '../failures';

export const ORDER_NUM = v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Z0-9]{4,40}$/, msg('INVALID')));
export const PAYMENT_KEY = v.pipe(v.string(msg('TYPE')), v.regex(/^[\w-]{4,100}$/, msg('INVALID')));
export const AMOUNT = v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(0, msg('INVALID')), v.maxValue(1_000_000_000, msg('INVALID')));

/** The member's own order; someone else's is answered as not found (no order numbers leak). */
export async function ownOrder(app: FastifyInstance, orderNum: string, userIdx: number, locale: Locale): Promise<OrderRow> {
  const order = await app.repos.orders.byNum(orderNum);
  if (!order || order.userIdx !== userIdx) throw bookingFail('ORDER_NOT_FOUND', locale);
  return order;
}

export function paidAnswer(order: OrderRow, payment: PaymentRow) {
  return {
    orderNum: order.orderNum,
    orderProductStatus: 'confirm' as const,
    payStatus: 'complete' as const,
    paymentKey: payment.paymentKey,
    payMethod: payment.payMethod,
    /** Our own inventory: issued with the payment (repositories/orders.ts markPaid). */
    confirmNum: order.confirmNum,
    totalAmount: order.totalAmount,
    payDate: (payment.payDate ?? payment.updatedAt).toISOString(),
  };
}
