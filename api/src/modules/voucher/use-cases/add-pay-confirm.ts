// The payment service's confirm and fail for an ADDITIONAL payment's key: the booking's confirm
// and fail use cases (booking/use-cases/confirm-payment.ts, fail-payment.ts) ask these first,
// through the ExtraPayments that mounts.ts passes in. One charge: the additional payment moves
// READY -> PAYING for exactly one caller, which alone talks to the gateway; twins wait and get
// the same answer. The amount is the additional payment's (the browser's is only compared).
// A declined one is voided at the gateway and changes nothing else: the booking stays as it is,
// the additional payment goes back to READY and can be paid again.
import type { FastifyInstance } from 'fastify';
import type { AddPayPaymentRow, AddPayRow, OrderRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';
import { gatewayFor, PENDING_PREFIX, pendingKey } from '../../payment';
import { bookingFail } from '../../booking';
import { sendAddPayReceipt } from '../add-pay-notice';
import { lmsFail } from '../failures';
import { reposOf } from '../stores';

const WAIT_MS = 15_000;
const POLL_MS = 20;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function paidAnswer(order: OrderRow, addPay: AddPayRow, attempt: AddPayPaymentRow) {
  return {
    orderNum: order.orderNum,
    orderProductStatus: order.status,
    payStatus: 'complete' as const,
    orderAddPayIdx: addPay.idx,
    orderProductIdx: order.idx,
    orderAddPayStatus: true,
    paymentKey: attempt.paymentKey,
    payMethod: attempt.payMethod,
    amount: attempt.amount,
    totalAmount: attempt.amount,
    payDate: (attempt.payDate ?? attempt.updatedAt).toISOString(),
  };
}

export async function confirmAddPay(app: FastifyInstance, order: OrderRow, body: { paymentKey: string; amount: number; orderId?: string }, locale: Locale) {
  const { addPayments } = reposOf(app.database.orm);
  // Toss: the attempt is `order:<orderId>` until confirmed (then its key is Toss's: a reload finds it by key).
  const found = (await addPayments.attemptOf(order.idx, body.paymentKey)) ?? (body.orderId ? await addPayments.attemptOf(order.idx, pendingKey(body.orderId)) : undefined);
  if (!found) return null;
  const { attempt, addPay } = found;
  if (attempt.payStatus === 'complete') return paidAnswer(order, addPay, attempt);
  // A tampered callback: nothing is charged, the additional payment stays payable.
  if (body.amount !== addPay.amount || body.amount !== attempt.amount) throw bookingFail('AMOUNT_MISMATCH', locale, { amount: addPay.amount });

  /** The answer once settled (paid, declined) after any twin finished; null = free to claim. */
  const settled = async () => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      // Additional payment first, then attempt: PAID and `complete` commit together.
      const a = await addPayments.byIdx(addPay.idx);
      const p = await addPayments.attemptByIdx(attempt.idx);
      if (!a || !p) throw lmsFail('ADD_PAY_NOT_FOUND', locale);
      if (p.payStatus === 'complete') return paidAnswer(order, a, p);
      if (a.state === 'PAID') throw bookingFail('ALREADY_PAID', locale);
      if (p.payStatus === 'fail') throw lmsFail('ADD_PAY_DECLINED', locale, { failCode: p.failCode });
      if (a.state === 'READY') return null;
      if (Date.now() > deadline) throw bookingFail('PAYMENT_IN_PROGRESS', locale);
      await sleep(POLL_MS);
    }
  };

  for (;;) {
    const done = await settled();
    if (done) return done;
    if (await addPayments.claim(addPay.idx, app.clock())) break;
  }

  // This request alone talks to the gateway for this additional payment now.
  const gateway = gatewayFor(app.database, app.clock);
  let result;
  try {
    // Toss: the key Toss gave the buyer, for this attempt's own orderId; the sandbox: ours.
    result = attempt.paymentKey.startsWith(PENDING_PREFIX)
      ? await gateway.confirm(body.paymentKey, attempt.paymentKey.slice(PENDING_PREFIX.length), addPay.amount)
      : await gateway.confirm(attempt.paymentKey, order.orderNum, addPay.amount);
  } catch (error) {
    await addPayments.unclaim(addPay.idx, app.clock());
    app.log.error({ err: error, orderNum: order.orderNum, orderAddPayIdx: addPay.idx }, 'gateway confirm of an additional payment failed');
    throw bookingFail('GATEWAY_ERROR', locale);
  }
  if (result.status === 'approved') {
    if (attempt.paymentKey.startsWith(PENDING_PREFIX)) await addPayments.setAttemptGatewayKey(attempt.idx, result.paymentKey, app.clock());
    await addPayments.markPaid(addPay.idx, attempt.idx, app.clock());
    const [a, p] = await Promise.all([addPayments.byIdx(addPay.idx), addPayments.attemptByIdx(attempt.idx)]);
    await sendAddPayReceipt(app, order, a!, p!.idx);
    return paidAnswer(order, a!, p!);
  }
  // Not approved yet, or a key Toss does not know for this attempt (made up): nothing charged, stays payable.
  const pending = result.code === 'NOT_APPROVED' || (attempt.paymentKey.startsWith(PENDING_PREFIX) && (result.code === 'NOT_FOUND' || result.code === 'REFUSED'));
  await failAttempt(app, addPay, attempt, result.code, !pending);
  if (pending) throw bookingFail('PAYMENT_NOT_APPROVED', locale);
  throw lmsFail('ADD_PAY_DECLINED', locale, { failCode: result.code });
}

/** Not approved yet: back to READY. Declined: void at the gateway, attempt `fail`, back to READY. */
async function failAttempt(app: FastifyInstance, addPay: AddPayRow, attempt: AddPayPaymentRow, code: string, over: boolean) {
  const { addPayments } = reposOf(app.database.orm);
  if (over) {
    await gatewayFor(app.database, app.clock).cancel(attempt.paymentKey);
    await addPayments.markAttemptFailed(attempt.idx, code, app.clock());
  }
  await addPayments.unclaim(addPay.idx, app.clock());
}

/** POST /payments/fail for an additional payment's key: the gateway decides, nothing else changes. */
export async function failAddPay(app: FastifyInstance, order: OrderRow, paymentKey: string, locale: Locale) {
  const { addPayments } = reposOf(app.database.orm);
  const found = await addPayments.attemptOf(order.idx, paymentKey);
  if (!found) return null;
  const { attempt, addPay } = found;
  const status = await gatewayFor(app.database, app.clock).retrieve(paymentKey);
  if (attempt.payStatus === 'complete' || status?.status === 'approved') throw bookingFail('ALREADY_PAID', locale);
  // A confirm in flight (PAYING) settles it itself.
  if (attempt.payStatus === 'ready' && addPay.state === 'READY') {
    await gatewayFor(app.database, app.clock).cancel(paymentKey);
    await addPayments.markAttemptFailed(attempt.idx, status?.status === 'declined' ? 'PAY_DECLINED' : 'USER_CANCEL', app.clock());
  }
  const p = await addPayments.attemptByIdx(attempt.idx);
  const a = await addPayments.byIdx(addPay.idx);
  return { orderNum: order.orderNum, orderProductStatus: order.status, orderAddPayIdx: addPay.idx, payStatus: p!.payStatus, failCode: p!.failCode, orderAddPayStatus: a!.state === 'PAID', released: false };
}
