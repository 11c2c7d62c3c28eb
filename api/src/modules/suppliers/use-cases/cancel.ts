// The seam cancellation uses (PUT /v1/lmses/{orderNum}/cancel, cancellation/use-cases/cancel.ts): cancels the
// booking of a channel order at its supplier, by order number, under the booking's lease (so it
// never races the reconciliation job). Call it once the cancellation is allowed and BEFORE the
// refund; refund only on CANCELLED / NOT_BOOKED / NOT_CHANNEL (README.md "Cancellation").
import type { Database } from '../../../db/database';
import { supplierBookingStore } from '../store';
import { supplierFor } from '../registry';

export type SupplierCancelOutcome =
  /** Own inventory (or nothing was ever sent to a supplier): nothing to cancel there. */
  | { status: 'NOT_CHANNEL' }
  /** Cancelled at the supplier (again: idempotent); `refundAmount` is what the supplier gives back to us. */
  | { status: 'CANCELLED'; refundAmount: number }
  /** The supplier never booked it (refused, or never received): nothing to cancel there. */
  | { status: 'NOT_BOOKED' }
  /** Someone is talking to the supplier about this booking right now: try again in a moment. */
  | { status: 'BUSY' }
  /** The supplier refused the cancellation or did not answer: do NOT refund. */
  | { status: 'FAILED'; code: string };

const LEASE_SECONDS = 120;

export async function cancelSupplierBooking(database: Database, clock: () => Date, orderNum: string): Promise<SupplierCancelOutcome> {
  const store = supplierBookingStore(database.orm);
  let booking = await store.byOrderNum(orderNum);
  if (!booking) {
    const order = await store.orderByNum(orderNum);
    if (!order?.channelCode || order.holdState !== 'SOLD') return { status: 'NOT_CHANNEL' };
    // Paid, but the paying request stopped before its record: make it, then cancel like any other.
    await store.ensure({ idx: order.idx, orderNum, channelCode: order.channelCode }, clock());
    booking = await store.byOrderNum(orderNum);
    if (!booking) return { status: 'BUSY' };
  }
  if (booking.state === 'CANCELLED') return booking.refundAmount > 0 ? { status: 'CANCELLED', refundAmount: booking.refundAmount } : { status: 'NOT_BOOKED' };
  if (booking.state === 'FAILED') return { status: 'NOT_BOOKED' };
  const lease = await store.claim(booking.orderIdx, ['PRICED', 'UNKNOWN', 'CONFIRMED'], clock(), LEASE_SECONDS);
  if (!lease) return { status: 'BUSY' };
  const supplier = supplierFor(database, clock, booking.channelCode);
  if (!supplier) {
    await store.letGo(booking.orderIdx, lease.token, clock());
    return { status: 'FAILED', code: 'NO_SUPPLIER' };
  }
  try {
    const result = await supplier.cancel(orderNum);
    if (result.status === 'NOT_CANCELLABLE') {
      await store.letGo(booking.orderIdx, lease.token, clock());
      return { status: 'FAILED', code: result.code };
    }
    const refundAmount = result.status === 'CANCELLED' ? result.refundAmount : 0;
    await store.cancelled(booking.orderIdx, lease.token, refundAmount, clock());
    return result.status === 'CANCELLED' ? { status: 'CANCELLED', refundAmount } : { status: 'NOT_BOOKED' };
  } catch {
    // No answer: the booking may still stand at the supplier, so the traveller is not refunded yet.
    await store.letGo(booking.orderIdx, lease.token, clock());
    return { status: 'FAILED', code: 'SUPPLIER_TIMEOUT' };
  }
}
