// Additional payments whose confirm never answered, settled from the gateway's record, never by
// guessing (the booking's paying reconciliation does the same for bookings):
//   captured (Toss DONE)        -> paid, the member gets the receipt the lost answer never sent;
//   authorised, not confirmed   -> confirmed with the ADDITIONAL PAYMENT's amount, as the confirm would have;
//   anything else               -> payable again; a Toss attempt past Toss's payment window is
//                                  marked abandoned, so it is not read again.
// One reader at a time per additional payment: the READY -> PAYING claim the confirm uses.
import type { FastifyInstance } from 'fastify';
import { GatewayUnavailableError, PENDING_PREFIX, type Gateway } from '../../payment';
import { sendAddPayReceipt } from '../add-pay-notice';
import { reposOf } from '../stores';

/** Toss's payment window is 30 minutes; after it an attempt that was not paid never will be. */
export const ADD_PAY_ABANDON_MS = 35 * 60_000;
export const ADD_PAY_ABANDONED = 'ABANDONED';

export interface AddPayReconcileReport {
  paid: number;
  abandoned: number;
}

export async function reconcileAddPays(app: FastifyInstance, gateway: Gateway, now: Date, staleSeconds = 60): Promise<AddPayReconcileReport> {
  const repos = reposOf(app.database.orm);
  const { addPayments } = repos;
  const report: AddPayReconcileReport = { paid: 0, abandoned: 0 };
  for (const { attempt, addPay } of await addPayments.unsettledAttempts(new Date(now.getTime() - staleSeconds * 1000))) {
    // PAYING this long: the confirm that claimed it died on the way; taken over here.
    if (addPay.state === 'PAYING') await addPayments.unclaim(addPay.idx, now);
    if (!(await addPayments.claim(addPay.idx, now))) continue;
    const pending = attempt.paymentKey.startsWith(PENDING_PREFIX);
    try {
      const state = await gateway.retrieve(attempt.paymentKey);
      let key = state?.status === 'approved' && state.amount === addPay.amount ? state.paymentKey : null;
      if (!key && pending && state?.status === 'authorized') {
        const confirmed = await gateway.confirm(state.paymentKey, attempt.paymentKey.slice(PENDING_PREFIX.length), addPay.amount);
        key = confirmed.status === 'approved' ? confirmed.paymentKey : null;
      }
      if (key) {
        if (pending) await addPayments.setAttemptGatewayKey(attempt.idx, key, now);
        await addPayments.markPaid(addPay.idx, attempt.idx, now);
        report.paid += 1;
        const order = await repos.orders.byIdx(addPay.orderIdx);
        const paid = await addPayments.byIdx(addPay.idx);
        if (order && paid) await sendAddPayReceipt(app, order, paid, attempt.idx);
        continue;
      }
      if (pending && now.getTime() - attempt.createdAt.getTime() > ADD_PAY_ABANDON_MS) {
        await addPayments.markAttemptFailed(attempt.idx, ADD_PAY_ABANDONED, now);
        report.abandoned += 1;
      }
      await addPayments.unclaim(addPay.idx, now);
    } catch (error) {
      await addPayments.unclaim(addPay.idx, now);
      // The gateway did not answer: the next run asks again.
      if (!(error instanceof GatewayUnavailableError)) throw error;
    }
  }
  return report;
}
