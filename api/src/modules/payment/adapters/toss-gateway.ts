// Toss Payments as the gateway (core API 2022-11-16, behind gateway.ts). Toss names a payment
// (its paymentKey) only when the buyer pays in its SDK window, so prepare opens nothing here and
// our record of an attempt is keyed by the attempt's own orderId until the confirm. Such a
// not-yet-named attempt is passed around as `order:<orderId>` (PENDING_PREFIX): retrieve and cancel
// then read Toss's record by the orderId (a confirm whose answer was lost may have charged it).
// Every call that moves money carries an Idempotency-Key, so a retry is the same call at Toss.
import crypto from 'node:crypto';
import type { PayMethod } from '../../../db/schema/orders';
import { GatewayUnavailableError, type CancelOptions, type ConfirmResult, type Gateway, type PrepareInput, type Prepared, type RetrieveResult } from '../gateway';
import { tossFailure } from '../rules/toss-errors';
import { tossCall, type TossConfig } from './toss-http';

/** Toss's payment object (the fields we read). */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  status: 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';
  totalAmount: number;
  balanceAmount: number;
  method?: string | null;
  approvedAt?: string | null;
  cancels?: { cancelAmount: number; transactionKey: string; canceledAt: string }[] | null;
  card?: { number?: string } | null;
  easyPay?: { provider?: string } | null;
}

/** An attempt Toss has not named yet, by our orderId. */
export const PENDING_PREFIX = 'order:';
export const pendingKey = (orderId: string) => `${PENDING_PREFIX}${orderId}`;

const STATUS: Record<TossPayment['status'], RetrieveResult['status']> = {
  READY: 'ready',
  IN_PROGRESS: 'authorized',
  WAITING_FOR_DEPOSIT: 'ready',
  DONE: 'approved',
  PARTIAL_CANCELED: 'approved',
  CANCELED: 'canceled',
  ABORTED: 'declined',
  EXPIRED: 'abandoned',
};

const EASY_PAY: Record<string, PayMethod> = { 토스페이: 'tosspay', 네이버페이: 'naverpay', 카카오페이: 'kakaopay', 페이코: 'payco', TOSSPAY: 'tosspay', NAVERPAY: 'naverpay', KAKAOPAY: 'kakaopay', PAYCO: 'payco' };

export const canceledOf = (p: TossPayment): number => Math.max(0, p.totalAmount - p.balanceAmount);

export function retrieveResultOf(p: TossPayment): RetrieveResult {
  return { paymentKey: p.paymentKey, orderId: p.orderId, amount: p.totalAmount, status: STATUS[p.status] ?? 'ready', canceledAmount: canceledOf(p) };
}

const methodOf = (p: TossPayment): PayMethod => EASY_PAY[p.easyPay?.provider ?? ''] ?? 'card';

export interface TossGateway extends Gateway {
  /** Toss's record itself (the webhook and reconciliation read it). */
  payment(paymentKey: string): Promise<TossPayment | null>;
  paymentOfOrder(orderId: string): Promise<TossPayment | null>;
}

export function tossGateway(config: TossConfig): TossGateway {
  const enc = encodeURIComponent;
  const get = async (path: string): Promise<TossPayment | null> => {
    const answer = await tossCall<TossPayment>(config, 'GET', path);
    if (answer.ok) return answer.body;
    if (answer.code === 'NOT_FOUND_PAYMENT' || answer.status === 404) return null;
    throw new GatewayUnavailableError(`Toss refused a read: ${answer.code}`, answer.code);
  };
  const payment = (paymentKey: string) => get(`/v1/payments/${enc(paymentKey)}`);
  const paymentOfOrder = (orderId: string) => get(`/v1/payments/orders/${enc(orderId)}`);
  const read = (key: string) => (key.startsWith(PENDING_PREFIX) ? paymentOfOrder(key.slice(PENDING_PREFIX.length)) : payment(key));

  const approved = (p: TossPayment): ConfirmResult => ({ status: 'approved', paymentKey: p.paymentKey, amount: p.totalAmount, method: methodOf(p), approvedAt: new Date(p.approvedAt ?? Date.now()) });

  /** What a confirm's answer means, after checking it is the payment we asked about at our amount. */
  const verdict = (p: TossPayment, paymentKey: string, orderId: string, amount: number): ConfirmResult => {
    if (p.orderId !== orderId || p.paymentKey !== paymentKey) return { status: 'declined', code: 'NOT_FOUND', message: 'Toss answered another payment.' };
    if (p.totalAmount !== amount) return { status: 'declined', code: 'AMOUNT_MISMATCH', message: 'Toss holds another amount.' };
    if (p.status === 'DONE' || p.status === 'PARTIAL_CANCELED') return approved(p);
    if (p.status === 'CANCELED') return { status: 'declined', code: 'CANCELED', message: 'The payment was cancelled.' };
    if (p.status === 'ABORTED') return { status: 'declined', code: 'PAY_DECLINED', message: 'The payment was refused.' };
    if (p.status === 'EXPIRED') return { status: 'declined', code: 'SESSION_EXPIRED', message: 'The payment window expired.' };
    return { status: 'declined', code: 'NOT_APPROVED', message: 'The payment is not approved yet.' };
  };

  return {
    name: 'toss',
    payment,
    paymentOfOrder,

    async prepare(_input: PrepareInput): Promise<Prepared> {
      // Toss's standard SDK flow has no server-side prepare: the browser opens the payment window
      // with the amount and orderId we fixed, and confirm checks them again.
      return { paymentKey: null, checkoutUrl: null };
    },

    async confirm(paymentKey, orderId, amount): Promise<ConfirmResult> {
      if (paymentKey.startsWith(PENDING_PREFIX)) return { status: 'declined', code: 'NOT_APPROVED', message: 'The buyer has not paid at Toss yet.' };
      const answer = await tossCall<TossPayment>(config, 'POST', '/v1/payments/confirm', {
        body: { paymentKey, orderId, amount },
        // A retried confirm (after a lost answer) is the same request at Toss; another key for the
        // same orderId (a made-up one) is another request, not the first one's answer.
        idempotencyKey: `confirm-${orderId}-${paymentKey}`,
      });
      if (answer.ok) return verdict(answer.body, paymentKey, orderId, amount);
      const failure = tossFailure(answer.code);
      if (failure.readBack) {
        // Already confirmed (a twin, or our earlier call whose answer was lost): Toss's record decides.
        const p = await paymentOfOrder(orderId);
        return p ? verdict(p, paymentKey, orderId, amount) : { status: 'declined', code: 'NOT_FOUND', message: answer.message, gatewayCode: answer.code };
      }
      if (failure.retryable) throw new GatewayUnavailableError(`Toss could not confirm: ${answer.code}`, answer.code);
      return { status: 'declined', code: failure.failCode, message: answer.message, gatewayCode: answer.code, reason: answer.message || undefined };
    },

    async cancel(paymentKey, amount, options: CancelOptions = {}) {
      const current = await read(paymentKey);
      // Never charged (Toss drops an unconfirmed payment by itself after its window): nothing to refund.
      if (!current) return { canceled: true, canceledAmount: 0 };
      if (current.status === 'CANCELED') return { canceled: false, canceledAmount: canceledOf(current) };
      if (current.status !== 'DONE' && current.status !== 'PARTIAL_CANCELED') return { canceled: true, canceledAmount: 0 };
      const left = current.balanceAmount;
      const refund = Math.min(amount ?? left, left);
      if (refund <= 0) return { canceled: false, canceledAmount: canceledOf(current) };
      const answer = await tossCall<TossPayment>(config, 'POST', `/v1/payments/${enc(current.paymentKey)}/cancel`, {
        body: { cancelReason: (options.reason ?? 'Refund').slice(0, 200), ...(amount === undefined ? {} : { cancelAmount: refund }) },
        // The caller's key (its ledger row) makes two refunds of one decision one refund at Toss.
        idempotencyKey: options.idempotencyKey ?? `cancel-${crypto.randomUUID()}`,
      });
      if (answer.ok) return { canceled: true, canceledAmount: canceledOf(answer.body) };
      if (tossFailure(answer.code).retryable) throw new GatewayUnavailableError(`Toss could not cancel: ${answer.code}`, answer.code);
      const after = await payment(current.paymentKey);
      return { canceled: false, canceledAmount: after ? canceledOf(after) : canceledOf(current) };
    },

    async retrieve(paymentKey) {
      const p = await read(paymentKey);
      return p ? retrieveResultOf(p) : null;
    },

    async retrieveByOrderId(orderId) {
      const p = await paymentOfOrder(orderId);
      return p ? retrieveResultOf(p) : null;
    },
  };
}
