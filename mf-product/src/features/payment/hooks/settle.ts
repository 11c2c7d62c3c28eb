// What the gateway's return means, settled with the server exactly once per page load: the
// result is kept per payment key, so React's double effects (strict mode) and re-renders share
// one request. A reload asks again; the server answers the same (confirm is idempotent).
import { getBookingContent } from '../../../lib/get-booking-content';
import { needsLogin } from '@stay/shared/kit/use-load';
import { errorCode } from '@stay/shared/kit/errors';
import { confirmPayment, failPayment } from '../api/settle-payment';

export type ReturnParams =
  /** `orderId`: Toss's (the id the server gave Toss), sent back with the confirm; '' from the sandbox. */
  | { kind: 'success'; orderNum: string; paymentKey: string; orderId: string; amount: number; productIdx: number; addPay: boolean }
  /** `paymentKey` '': Toss's fail return, which names no payment (nothing was approved; the hold stands). */
  | { kind: 'fail'; orderNum: string; paymentKey: string; code: string; message: string; productIdx: number; addPay: boolean };

export type ResultState =
  | { status: 'settling' }
  | { status: 'paid'; orderNum: string; orderProductStatus: string; totalAmount: number; payMethod: string; confirmNum: string | null; productName: string; checkinDate: string | null; checkoutDate: string | null; addPay: boolean }
  /** `held`: the room is still held for another try (Toss's fail return); else the server released it. */
  | { status: 'declined'; cancelled: boolean; held: boolean; orderNum: string; productIdx: number; addPay: boolean; code: string; message: string }
  | { status: 'failed'; code: string; message: string; orderNum: string; productIdx: number; retryable: boolean }
  | { status: 'login' }
  | { status: 'broken' };

const ORDER_NUM = /^[A-Z0-9]{4,40}$/;
// Toss's paymentKey is up to 200 characters, its orderId 6 to 64 of [A-Za-z0-9_-].
const KEY = /^[\w-]{4,200}$/;
const ORDER_ID = /^[\w-]{6,64}$/;
/** A window the buyer closed: the sandbox's abandon, Toss's cancel (SDK and fail return). */
const CLOSED = new Set(['USER_CANCEL', 'PAY_PROCESS_CANCELED']);

/** The return query: ours (orderNum, productIdx, failed, kind) plus the gateway's (paymentKey, orderId, amount; code, message). */
export function readReturn(search: string): ReturnParams | null {
  const q = new URLSearchParams(search);
  const orderNum = q.get('orderNum') ?? q.get('orderId') ?? '';
  const paymentKey = q.get('paymentKey') ?? '';
  const orderId = q.get('orderId') ?? '';
  const productIdx = Number(q.get('productIdx') ?? 0) || 0;
  const addPay = q.get('kind') === 'addpay';
  if (!ORDER_NUM.test(orderNum) || (orderId && !ORDER_ID.test(orderId))) return null;
  if (q.get('failed') === '1' || q.has('code')) {
    if (paymentKey && !KEY.test(paymentKey)) return null;
    return { kind: 'fail', orderNum, paymentKey, code: (q.get('code') ?? '').slice(0, 64), message: (q.get('message') ?? '').slice(0, 200), productIdx, addPay };
  }
  const amount = Number(q.get('amount'));
  if (!KEY.test(paymentKey) || !Number.isInteger(amount) || amount < 0) return null;
  return { kind: 'success', orderNum, paymentKey, orderId, amount, productIdx, addPay };
}

async function settle(p: ReturnParams): Promise<ResultState> {
  if (p.kind === 'fail') {
    // Toss's fail return names no payment: nothing to settle, and the hold stays for another try.
    const held = !p.paymentKey;
    if (!held) {
      try {
        await failPayment({ orderNum: p.orderNum, paymentKey: p.paymentKey });
      } catch (error) {
        if (needsLogin(error)) return { status: 'login' };
        // Already settled (a reload) or not ours: the gateway said no either way.
      }
    }
    return { status: 'declined', cancelled: CLOSED.has(p.code), held, orderNum: p.orderNum, productIdx: p.productIdx, addPay: p.addPay, code: p.code, message: p.message };
  }
  try {
    const paid = await confirmPayment({ orderNum: p.orderNum, paymentKey: p.paymentKey, amount: p.amount, ...(p.orderId ? { orderId: p.orderId } : {}) });
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
    if (code === 'PAYMENT_DECLINED') return { status: 'declined', cancelled: false, held: false, orderNum: p.orderNum, productIdx: p.productIdx, addPay: p.addPay, code, message: '' };
    const message = error instanceof Error ? error.message : '';
    const retryable = code === 'PAYMENT_IN_PROGRESS' || code === 'PAYMENT_NOT_APPROVED' || code === 'GATEWAY_ERROR' || code === '';
    return { status: 'failed', code, message, orderNum: p.orderNum, productIdx: p.productIdx, retryable };
  }
}

const settled = new Map<string, Promise<ResultState>>();

/** One settlement per payment key and page load; `again` forgets the last one (retry button). */
export function settleOnce(p: ReturnParams, again = false): Promise<ResultState> {
  // Toss's fail return has no payment key: its code tells two returns apart.
  const key = `${p.kind}:${p.orderNum}:${p.paymentKey}:${p.kind === 'fail' ? p.code : ''}`;
  if (again) settled.delete(key);
  let running = settled.get(key);
  if (!running) {
    running = settle(p);
    settled.set(key, running);
  }
  return running;
}
