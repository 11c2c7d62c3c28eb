// The supplier side of cancelling an external-channel booking (channelCode not null), through the
// suppliers' own seam: it cancels under the booking's lease, so it never races the reconciliation
// job or a payment still booking it, and it runs BEFORE our refund, so we never refund a stay the
// supplier still charges us for.
import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../../db/schema/orders';
import { cancelSupplierBooking } from '../../suppliers';

/** `refund`: go on with the refund; otherwise the cancel code to answer (nothing has changed). */
export type SupplierCancelOutcome = { refund: true } | { refund: false; code: 'CANCEL_FAILED' | 'CANCEL_NOT_ALLOWED' };

/** No answer, no supplier, or busy: the traveller may try again; a refusal is final. */
const RETRYABLE = new Set(['SUPPLIER_TIMEOUT', 'NO_SUPPLIER']);

export async function cancelAtSupplier(app: FastifyInstance, order: OrderRow): Promise<SupplierCancelOutcome> {
  if (order.channelCode === null) return { refund: true };
  const outcome = await cancelSupplierBooking(app.database, app.clock, order.orderNum);
  switch (outcome.status) {
    case 'NOT_CHANNEL':
    case 'CANCELLED':
    case 'NOT_BOOKED':
      return { refund: true };
    case 'BUSY':
      return { refund: false, code: 'CANCEL_FAILED' };
    case 'FAILED':
      return { refund: false, code: RETRYABLE.has(outcome.code) ? 'CANCEL_FAILED' : 'CANCEL_NOT_ALLOWED' };
  }
}
