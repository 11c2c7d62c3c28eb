// The reconciliation job of external channels (../suppliers/README.md "Reconciliation"): paid
// orders left `confirm_wait` are settled from what the supplier says. It always RETRIEVES before
// anything else and re-books only a booking the supplier never received, with the same order
// number (the supplier's idempotency key), so nothing is ever booked twice. Each order is worked
// under its lease: two runs at once (two servers, or a slow tick) settle each order once.
import { supplierFor } from '../../suppliers';
import { refundAndCancel, sendBooking, supplierWork, type SupplierDeps } from './supplier-book';
import { reposOf } from '../stores';
import type { SupplierBookingConfig } from '../supplier-config';

export interface ReconcileResult {
  confirmed: number;
  cancelled: number;
  /** Still waiting for the supplier (PENDING, no answer, or not found within the grace period). */
  waiting: number;
}

export async function reconcileSupplierBookings(deps: SupplierDeps, now: Date = deps.clock(), config?: SupplierBookingConfig): Promise<ReconcileResult> {
  const work = supplierWork(deps, config);
  const { store } = work;
  const result: ReconcileResult = { confirmed: 0, cancelled: 0, waiting: 0 };
  const staleBefore = new Date(now.getTime() - work.config.staleSeconds * 1000);
  const due = await store.due(now, staleBefore);
  for (const item of due) {
    await store.ensure({ idx: item.orderIdx, orderNum: item.orderNum, channelCode: item.channelCode }, now);
    const lease = await store.claim(item.orderIdx, ['PRICED', 'UNKNOWN', 'REFUNDING'], now, work.config.leaseSeconds);
    if (!lease) continue; // another run has it
    const order = await reposOf(deps.database.orm).orders.byIdx(item.orderIdx);
    const supplier = supplierFor(deps.database, deps.clock, item.channelCode);
    try {
      if (!order) {
        await store.letGo(item.orderIdx, lease.token, now);
        continue;
      }
      if (lease.row.state === 'REFUNDING' || !supplier) {
        if (await refundAndCancel(work, order, lease.token, lease.row.failCode ?? 'NO_SUPPLIER', lease.row.state === 'REFUNDING')) result.cancelled += 1;
        continue;
      }
      if (order.status !== 'confirm_wait') {
        // Settled another way meanwhile (e.g. cancelled by the traveller): nothing to do here.
        await store.letGo(order.idx, lease.token, now);
        continue;
      }
      await store.countCall(order.idx, 'retrieve', now);
      const found = await supplier.retrieve(order.orderNum);
      if (found.status === 'CONFIRMED') {
        if (await store.confirm(order.idx, lease.token, found.confirmNum, deps.clock())) result.confirmed += 1;
      } else if (found.status === 'CANCELLED' && (await reposOf(deps.database.orm).orders.byIdx(order.idx))?.status !== 'confirm_wait') {
        await store.letGo(order.idx, lease.token, now); // the traveller's cancellation got there first
      } else if (found.status === 'FAILED' || found.status === 'CANCELLED') {
        if (await refundAndCancel(work, order, lease.token, found.status === 'FAILED' ? found.code : 'SUPPLIER_CANCELLED')) result.cancelled += 1;
      } else if (found.status === 'NOT_FOUND' && lease.row.bookCalls === 0) {
        // Paid but never sent (the paying request stopped first): send it now, same key.
        await sendBooking(work, supplier, order, lease.token);
        const after = await store.byOrderIdx(order.idx);
        if (after?.state === 'CONFIRMED') result.confirmed += 1;
        else if (after?.state === 'FAILED') result.cancelled += 1;
        else result.waiting += 1;
      } else if (found.status === 'NOT_FOUND' && lease.row.bookedAt && now.getTime() - lease.row.bookedAt.getTime() >= work.config.notFoundGraceSeconds * 1000) {
        // Sent, and still unknown to the supplier after the grace period: it never arrived.
        if (await refundAndCancel(work, order, lease.token, 'SUPPLIER_NOT_FOUND')) result.cancelled += 1;
      } else {
        await store.later(order.idx, lease.token, new Date(now.getTime() + work.config.recheckSeconds * 1000), now);
        result.waiting += 1;
      }
    } catch (error) {
      // No answer from the supplier (or the gateway): keep waiting, look again later.
      deps.log.warn({ err: error, orderNum: item.orderNum }, 'supplier reconciliation: will retry');
      const current = await store.byOrderIdx(item.orderIdx);
      if (current?.state === 'REFUNDING') await store.letGo(item.orderIdx, lease.token, now);
      else await store.later(item.orderIdx, lease.token, new Date(now.getTime() + work.config.recheckSeconds * 1000), now);
      result.waiting += 1;
    }
  }
  return result;
}
