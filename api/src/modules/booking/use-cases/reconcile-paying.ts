// PAYING reconciliation (README "Holds" / "Reconciliation"): a confirm that died between claiming
// the order (HELD -> PAYING) and markPaid leaves it PAYING, where the expiry job does not look.
// After PAYING_STALE_SECONDS this job asks the gateway, never guessing:
//   captured (approved)  -> mark paid (the money was taken: the booking stands);
//   authorized           -> capture it with the ORDER's amount, as the confirm would have;
//   anything else        -> void at the gateway (a late approval can never be charged) and release.
// A void that loses to a capture is seen by reading again: then the order is marked paid.
import type { OrderRow, PaymentRow } from '../../../db/schema/orders';
import type { Gateway } from '../../payment';
import type { Db } from '../../../db/database';
import { reposOf, type Repos } from '../stores';

export const PAYING_TIMEOUT_CODE = 'PAYMENT_TIMEOUT';

export interface ReconcileReport {
  paid: number;
  released: number;
}

/** Captures the payment if the buyer approved it; true when it is (now) captured. */
async function captured(gateway: Gateway, order: OrderRow, payment: PaymentRow): Promise<boolean> {
  const state = await gateway.retrieve(payment.paymentKey);
  if (state?.status === 'approved') return true;
  if (state?.status !== 'authorized') return false;
  const result = await gateway.confirm(payment.paymentKey, order.orderNum, order.totalAmount);
  return result.status === 'approved';
}

/**
 * The buyer may have opened other methods before the one that paid: void those at the gateway (a
 * real PG would otherwise keep their authorisations on the card) and mark them failed.
 */
export async function voidOtherPayments(repos: Repos, gateway: Gateway, orderIdx: number, paidIdx: number, now: Date): Promise<void> {
  const others = (await repos.orderPayments.ofOrder(orderIdx)).filter((p) => p.idx !== paidIdx && p.payStatus === 'ready');
  for (const other of others) {
    await gateway.cancel(other.paymentKey);
    await repos.orderPayments.markFailed(other.idx, 'SUPERSEDED', now);
  }
}

async function settle(repos: Repos, gateway: Gateway, order: OrderRow, now: Date): Promise<'paid' | 'released' | null> {
  const open = (await repos.orderPayments.ofOrder(order.idx)).filter((p) => p.payStatus === 'ready');
  let winner = null;
  for (const payment of open) {
    if (await captured(gateway, order, payment)) {
      winner = payment;
      break;
    }
  }
  if (!winner) {
    for (const payment of open) {
      await gateway.cancel(payment.paymentKey);
      // Captured after all (a confirm finishing just now): the charge stands, so the booking does.
      if ((await gateway.retrieve(payment.paymentKey))?.status === 'approved') {
        winner = payment;
        break;
      }
    }
  }
  if (winner) {
    await repos.orders.markPaid(order.idx, winner.idx, now);
    await voidOtherPayments(repos, gateway, order.idx, winner.idx, now);
    return 'paid';
  }
  for (const payment of open) await repos.orderPayments.markFailed(payment.idx, PAYING_TIMEOUT_CODE, now);
  return (await repos.orders.release(order.idx, ['PAYING'], PAYING_TIMEOUT_CODE, now)) ? 'released' : null;
}

/** Settles every order PAYING for longer than `staleSeconds` at `now`. Tests call it directly. */
export async function reconcilePaying(db: Db, gateway: Gateway, now: Date, staleSeconds = 60): Promise<ReconcileReport> {
  const repos = reposOf(db);
  const report: ReconcileReport = { paid: 0, released: 0 };
  const stuck = await repos.orders.stuckPaying(new Date(now.getTime() - staleSeconds * 1000));
  for (const order of stuck) {
    const outcome = await settle(repos, gateway, order, now);
    if (outcome) report[outcome] += 1;
  }
  return report;
}
