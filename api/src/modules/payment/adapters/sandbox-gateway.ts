// The built-in sandbox gateway (DESIGN §3): a stand-in PG with its own ledger
// (sandbox_gateway_payments) and its own checkout page (sandbox-page.ts), where a tester
// approves, declines or abandons. It behaves like a real one: it holds the amount fixed at
// prepare and refuses a confirm with another, and it captures (charges) at most once.
import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import type { GatewayState, SandboxGatewayRow } from '../../../db/schema/orders';
import { isUniqueViolation } from '../../../db/errors';
import type { ConfirmResult, Gateway, PrepareInput, Prepared, RetrieveResult } from '../gateway';
import { sandboxLedger } from './sandbox-ledger-store';

export const SANDBOX_CHECKOUT_PATH = '/api/service/payment/sandbox/checkout';

const STATUS_OF: Record<GatewayState, RetrieveResult['status']> = {
  READY: 'ready',
  AUTHORIZED: 'authorized',
  DONE: 'approved',
  DECLINED: 'declined',
  ABANDONED: 'abandoned',
  CANCELED: 'canceled',
  PARTIAL_CANCELED: 'approved',
};

export interface SandboxGateway extends Gateway {
  /** The buyer's choice on the checkout page; returns where the browser goes next. */
  decide(paymentKey: string, action: 'approve' | 'decline' | 'abandon', now: Date): Promise<string | null>;
  row(paymentKey: string): Promise<SandboxGatewayRow | undefined>;
}

function withQuery(url: string, params: Record<string, string | number>): string {
  const sep = url.includes('?') ? '&' : '?';
  return url + sep + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

export function sandboxGateway(db: Db, clock: () => Date): SandboxGateway {
  const ledger = sandboxLedger(db);
  const row = (paymentKey: string) => ledger.payment(paymentKey);

  return {
    name: 'sandbox',
    row,

    async prepare(input: PrepareInput): Promise<Prepared> {
      const paymentKey = `sbx_${crypto.randomBytes(12).toString('hex')}`;
      try {
        await ledger.addPayment({ paymentKey, ...input, createdAt: clock(), updatedAt: clock() });
        return { paymentKey, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${paymentKey}` };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const same = await ledger.paymentByIdempotencyKey(input.idempotencyKey);
        if (!same || same.amount !== input.amount || same.orderId !== input.orderId) throw error;
        return { paymentKey: same.paymentKey, checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${same.paymentKey}` };
      }
    },

    async decide(paymentKey, action, now) {
      const target: GatewayState = action === 'approve' ? 'AUTHORIZED' : action === 'decline' ? 'DECLINED' : 'ABANDONED';
      const moved = await ledger.move(paymentKey, ['READY'], { state: target }, now);
      const current = moved ?? (await row(paymentKey));
      if (!current) return null;
      if (current.state === 'AUTHORIZED' || current.state === 'DONE') {
        return withQuery(current.successUrl, { paymentKey, orderId: current.orderId, amount: current.amount });
      }
      const code = current.state === 'DECLINED' ? 'PAY_DECLINED' : 'USER_CANCEL';
      const message = current.state === 'DECLINED' ? 'The card issuer declined the payment.' : 'The buyer left the payment.';
      return withQuery(current.failUrl, { code, message, orderId: current.orderId, paymentKey });
    },

    async confirm(paymentKey, orderId, amount): Promise<ConfirmResult> {
      const current = await row(paymentKey);
      if (!current || current.orderId !== orderId) return { status: 'declined', code: 'NOT_FOUND', message: 'No such payment.' };
      if (current.amount !== amount) return { status: 'declined', code: 'AMOUNT_MISMATCH', message: 'The amount differs from the prepared amount.' };
      // Capture once: only the AUTHORIZED -> DONE move charges; a replay finds DONE and is told so.
      const captured = await ledger.capture(paymentKey, clock());
      const done = captured ?? (await row(paymentKey));
      if (done && (done.state === 'DONE' || done.state === 'PARTIAL_CANCELED')) {
        return { status: 'approved', paymentKey, amount: done.amount, method: done.method, approvedAt: done.updatedAt };
      }
      const state = done?.state ?? 'READY';
      if (state === 'DECLINED') return { status: 'declined', code: 'PAY_DECLINED', message: 'The card issuer declined the payment.' };
      if (state === 'ABANDONED') return { status: 'declined', code: 'USER_CANCEL', message: 'The buyer left the payment.' };
      if (state === 'CANCELED') return { status: 'declined', code: 'CANCELED', message: 'The payment was cancelled.' };
      return { status: 'declined', code: 'NOT_APPROVED', message: 'The buyer has not approved the payment.' };
    },

    async cancel(paymentKey, amount) {
      const current = await row(paymentKey);
      if (!current) return { canceled: false, canceledAmount: 0 };
      // Not captured: void it, so a late approval can never be charged.
      const voided = await ledger.move(paymentKey, ['READY', 'AUTHORIZED'], { state: 'CANCELED' }, clock());
      if (voided) return { canceled: true, canceledAmount: 0 };
      const left = current.amount - current.canceledAmount;
      const refund = Math.min(amount ?? left, left);
      if (refund <= 0 || !['DONE', 'PARTIAL_CANCELED'].includes(current.state)) return { canceled: false, canceledAmount: current.canceledAmount };
      const after = current.canceledAmount + refund;
      const moved = await ledger.refund(paymentKey, current.canceledAmount, { canceledAmount: after, state: after === current.amount ? 'CANCELED' : 'PARTIAL_CANCELED' }, clock());
      return { canceled: moved !== null, canceledAmount: moved?.canceledAmount ?? current.canceledAmount };
    },

    async retrieve(paymentKey) {
      const r = await row(paymentKey);
      if (!r) return null;
      return { paymentKey, orderId: r.orderId, amount: r.amount, status: STATUS_OF[r.state], canceledAmount: r.canceledAmount };
    },
  };
}
