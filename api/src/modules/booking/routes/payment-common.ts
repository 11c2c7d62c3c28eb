// What the payment routes share: schemas, the member's own order, and the answer of a paid order.
import * as v from 'valibot';
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import { msg } from '../../../lib/fields';

export const ORDER_NUM = v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Z0-9]{4,40}$/, msg('INVALID')));
export { PAYMENT_KEY } from '../../payment';
export const AMOUNT = v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(0, msg('INVALID')), v.maxValue(1_000_000_000, msg('INVALID')));

export { ownOrder } from '../use-cases/own-order';

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
