// What the gateway's return means, settled with the server exactly once per page load: the
// result is kept per payment key, so React's double effects (strict mode) and re-renders share
// one request. A reload asks again; the server answers the same (confirm is idempotent).
import { getBookingContent } from '../../../lib/get-booking-content';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { confirmPayment, failPayment } from '../api/settle-payment';

export type ReturnParams =
  | { kind: 'success'; orderNum: string; paymentKey: string; amount: number; productIdx: number; addPay: boolean }
  | { kind: 'fail'; orderNum: string; paymentKey: string; code: string; message: string; productIdx: number; addPay: boolean };

export type ResultState =
  | { status: 'settling' }
  | { status: 'paid'; orderNum: string; orderProductStatus: string; totalAmount: number; payMethod: string; confirmNum: string | null; productName: string; checkinDate: string | null; checkoutDate: string | null; addPay: boolean }
  | { status: 'declined'; cancelled: boolean; orderNum: string; productIdx: number; addPay: boolean; code: string; message: string }
  | { status: 'failed'; code: string; message: string; orderNum: string; productIdx: number; retryable: boolean }
  | { status: 'login' }
  | { status: 'broken' };

const ORDER_NUM = /^[A-Z0-9]{4,40}$/;
const KEY = /^[\w-]{4,100}$/;

/** The return query: ours (orderNum, productIdx, failed, kind) plus the gateway's. */
export function readReturn(search: string): ReturnParams | null {
  const q = new URLSearchParams(search);
  const orderNum = q.get('orderNum') ?? q.get('orderId') ?? '';
  const paymentKey = q.get('paymentKey') ?? '';
  const productIdx = Number(q.get('productIdx') ?? 0) || 0;
  const addPay = q.get('kind') === 'addpay';
  if (!ORDER_NUM.test(orderNum) || !KEY.test(paymentKey)) return null;
  if (q.get('failed') === '1' || q.has('code')) return { kind: 'fail', orderNum, paymentKey, code: q.get('code') ?? '', message: (q.get('message') ?? '').slice(0, 200), productIdx, addPay };
  const amount = Number(q.get('amount'));
  if (!Number.isInteger(amount) || amount < 0) return null;
  return { kind: 'success', orderNum, paymentKey, amount, productIdx, addPay };
}

async function settle(p: ReturnParams): Promise<ResultState> {
  if (p.kind === 'fail') {
    try {
      await failPayment({ orderNum: p.orderNum, paymentKey: p.paymentKey });
    } catch (error) {
      if (needsLogin(error)) return { status: 'login' };
      // Already settled (a reload) or not ours: the gateway said no either way.
    }
    return { status: 'declined', cancelled: p.code === 'USER_CANCEL', orderNum: p.orderNum, productIdx: p.productIdx, addPay: p.addPay, code: p.code, message: p.message };
  }
  try {
    const paid = await confirmPayment({ orderNum: p.orderNum, paymentKey: p.paymentKey, amount: p.amount });
    // The booking itself (confirmation number, supplier status); the payment answer stands alone if it cannot be read.
    const content = await getBookingContent(p.orderNum, 1).catch(() => null);
    return {
      status: 'paid',
      orderNum: paid.orderNum,
      orderProductStatus: content?.orderProductStatus || paid.orderProductStatus,
      totalAmount: p.addPay ? p.amount : paid.totalAmount,
      payMethod: paid.payMethod,
      confirmNum: content?.confirmNum ?? paid.confirmNum ?? null,
      productName: content?.productName ?? '',
      checkinDate: content?.checkinDate ?? null,
      checkoutDate: content?.checkoutDate ?? null,
      addPay: p.addPay,
    };
  } catch (error) {
    if (needsLogin(error)) return { status: 'login' };
    const code = errorCode(error);
    if (code === 'PAYMENT_DECLINED') return { status: 'declined', cancelled: false, orderNum: p.orderNum, productIdx: p.productIdx, addPay: p.addPay, code, message: '' };
    const message = error instanceof Error ? error.message : '';
    const retryable = code === 'PAYMENT_IN_PROGRESS' || code === 'PAYMENT_NOT_APPROVED' || code === 'GATEWAY_ERROR' || code === '';
    return { status: 'failed', code, message, orderNum: p.orderNum, productIdx: p.productIdx, retryable };
  }
}

const settled = new Map<string, Promise<ResultState>>();

/** One settlement per payment key and page load; `again` forgets the last one (retry button). */
export function settleOnce(p: ReturnParams, again = false): Promise<ResultState> {
  const key = `${p.kind}:${p.orderNum}:${p.paymentKey}`;
  if (again) settled.delete(key);
  let running = settled.get(key);
  if (!running) {
    running = settle(p);
    settled.set(key, running);
  }
  return running;
}
