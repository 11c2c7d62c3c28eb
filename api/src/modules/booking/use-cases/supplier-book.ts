// Booking at the supplier once a channel order is paid (../suppliers/README.md). The order is
// `confirm_wait` from the moment it is paid (orders.markPaid); then ONE worker holding the lease
// books it keyed by our order number: CONFIRMED -> `confirm` + confirmNum; FAILED -> refunded at
// the gateway and `cancel`; no answer (timeout) -> stays `confirm_wait` (paid, never lost) and the
// reconciliation job (reconcile-suppliers.ts) retrieves it until it settles.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import type { OrderRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { gatewayFor } from '../../payment';
import { reposOf } from '../stores';
import { rateKeyOf, supplierBookingStore, supplierFor, type Supplier, type SupplierBookingStore } from '../../suppliers';
import { supplierBookingConfig, type SupplierBookingConfig } from '../supplier-config';
import { supplierFail } from '../supplier-failures';

/** What booking at a supplier needs of the app (tests pass the app itself). */
export interface SupplierDeps {
  database: Database;
  clock: () => Date;
  log: FastifyBaseLogger;
}

export interface SupplierWork {
  deps: SupplierDeps;
  store: SupplierBookingStore;
  config: SupplierBookingConfig;
}

export const supplierWork = (deps: SupplierDeps, config: SupplierBookingConfig = supplierBookingConfig()): SupplierWork => ({
  deps,
  store: supplierBookingStore(deps.database.orm),
  config,
});

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * Gives the payment back and cancels the order (refused, or never booked), under the lease. Every
 * step is idempotent, so a refund stopped halfway is finished by the job: the gateway refunds only
 * what is left, the payment and the order move with conditional UPDATEs (stock, points, coupon once).
 */
export async function refundAndCancel(work: SupplierWork, order: OrderRow, token: string, failCode: string, resume = false): Promise<boolean> {
  const { deps, store } = work;
  // Only a paid order still waiting for its supplier is ours to refund (a traveller's cancellation may have taken it).
  const fresh = await reposOf(deps.database.orm).orders.byIdx(order.idx);
  if (!resume && fresh?.status !== 'confirm_wait') {
    await store.letGo(order.idx, token, deps.clock());
    return false;
  }
  if (!(await store.startRefund(order.idx, token, failCode, deps.clock()))) return false;
  const paid = (await reposOf(deps.database.orm).orderPayments.ofOrder(order.idx)).find((p) => p.payStatus === 'complete' || p.payStatus === 'cancel');
  let refunded = 0;
  if (paid) {
    const gateway = gatewayFor(deps.database, deps.clock);
    await gateway.cancel(paid.paymentKey, undefined, { reason: 'The hotel could not confirm the booking', idempotencyKey: `supplier-refund-${paid.idx}` });
    refunded = (await gateway.retrieve(paid.paymentKey))?.canceledAmount ?? paid.amount;
    await store.markPaymentRefunded(order.idx, refunded, deps.clock());
  }
  await reposOf(deps.database.orm).orders.release(order.idx, ['SOLD'], failCode, deps.clock());
  await store.finishRefund(order.idx, token, refunded, deps.clock());
  deps.log.warn({ orderNum: order.orderNum, failCode, refunded }, 'supplier booking not made: refunded and cancelled');
  return true;
}

/** Sends the booking (keyed by orderNum) and records what came back. The caller holds the lease. */
export async function sendBooking(work: SupplierWork, supplier: Supplier, order: OrderRow, token: string): Promise<void> {
  const { deps, store, config } = work;
  if (!order.checkInDate || !order.checkOutDate) return void (await refundAndCancel(work, order, token, 'NO_STAY_DATES'));
  await store.countCall(order.idx, 'book', deps.clock());
  try {
    const result = await supplier.book({
      orderNum: order.orderNum,
      rate: {
        rateKey: rateKeyOf(supplier.channelCode, order.productIdx, order.roomIdx, order.ratePlanIdx),
        condition: { checkInDate: order.checkInDate, checkOutDate: order.checkOutDate, adtCnt: order.adults, chdAges: order.childAges, count: order.rooms, nights: order.nights },
      },
      guest: { name: order.guestName, email: order.guestEmail, tel: order.guestTel },
      // The supplier sells at the normal total it price-checked (the order's originalAmount).
      amount: order.originalAmount,
    });
    if (result.status === 'CONFIRMED') await store.confirm(order.idx, token, result.confirmNum, deps.clock());
    else await refundAndCancel(work, order, token, result.code);
  } catch (error) {
    // Timeout or a broken connection: the booking may exist at the supplier. Never re-book blind:
    // the job retrieves it first.
    deps.log.warn({ err: error, orderNum: order.orderNum }, 'supplier book: no answer, order left confirm_wait');
    await store.later(order.idx, token, later(deps.clock(), config.recheckSeconds), deps.clock());
  }
}

/** Called by the confirm request that was paid (it alone claimed the order, so it alone books). */
export async function bookAfterPayment(deps: SupplierDeps, orderIdx: number): Promise<void> {
  const work = supplierWork(deps);
  const order = await reposOf(deps.database.orm).orders.byIdx(orderIdx);
  if (!order?.channelCode || order.status !== 'confirm_wait') return;
  await work.store.ensure({ idx: order.idx, orderNum: order.orderNum, channelCode: order.channelCode }, deps.clock());
  const lease = await work.store.claim(order.idx, ['PRICED'], deps.clock(), work.config.leaseSeconds);
  if (!lease) return;
  try {
    const supplier = supplierFor(deps.database, deps.clock, order.channelCode);
    if (!supplier) await refundAndCancel(work, order, lease.token, 'NO_SUPPLIER');
    else await sendBooking(work, supplier, order, lease.token);
  } catch (error) {
    // Paid either way: the order stays confirm_wait (or REFUNDING) and the job finishes it.
    deps.log.error({ err: error, orderNum: order.orderNum }, 'supplier booking interrupted; left to reconciliation');
    await work.store.letGo(order.idx, lease.token, deps.clock());
  }
}

/**
 * For the confirm answer of a paid channel order: 'WAIT' while a worker is still at the supplier
 * (twins wait for it, as they wait for the gateway), else the settled order. A booking refused
 * and refunded answers SUPPLIER_REJECTED.
 */
export async function channelSettlement(deps: SupplierDeps, orderIdx: number, locale: Locale): Promise<'WAIT' | OrderRow> {
  const store = supplierBookingStore(deps.database.orm);
  const [booking, order] = await Promise.all([store.byOrderIdx(orderIdx), reposOf(deps.database.orm).orders.byIdx(orderIdx)]);
  const now = deps.clock();
  const busy = (b: NonNullable<typeof booking>) => b.leaseUntil !== null && b.leaseUntil > now;
  if (!order) return 'WAIT';
  if (!booking) return order.status === 'confirm_wait' ? 'WAIT' : order;
  // PRICED: the paying request is about to book or booking now (a stopped one is the job's; twins stop waiting at their deadline).
  if (booking.state === 'PRICED') return 'WAIT';
  if (booking.state === 'REFUNDING' && busy(booking)) return 'WAIT';
  if (booking.state === 'REFUNDING' || booking.state === 'FAILED') {
    throw supplierFail('SUPPLIER_REJECTED', locale, { orderNum: order.orderNum, orderProductStatus: 'cancel', payStatus: 'cancel', cancelAmount: booking.refundAmount, failCode: booking.failCode });
  }
  return order;
}
