// What the browser hands to Toss's SDK (`payment.requestPayment(request)`, v2 standard): our pay
// methods (SPEC §9 labels) as Toss methods, the order id of each attempt, and the buyer's stable
// customer key. Pure: the use case passes in the order, the attempt and the return URLs.
import crypto from 'node:crypto';
import type { PayMethod } from '../../../db/schema/orders';

export type TossEasyPay = 'TOSSPAY' | 'KAKAOPAY' | 'NAVERPAY' | 'PAYCO';

export interface TossPaymentRequest {
  method: 'CARD';
  amount: { currency: 'KRW'; value: number };
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
  customerEmail?: string;
  customerName?: string;
  card?: { flowMode: 'DIRECT'; easyPay: TossEasyPay } | { useInternationalCardOnly: true };
}

const EASY_PAY: Partial<Record<PayMethod, TossEasyPay>> = { tosspay: 'TOSSPAY', kakaopay: 'KAKAOPAY', naverpay: 'NAVERPAY', payco: 'PAYCO' };

/**
 * Our method as Toss's: easy pays open their own app directly (flowMode DIRECT) inside the card
 * method; the overseas card is a card limited to international ones; a plain card opens Toss's
 * card chooser.
 */
export function tossMethodOf(method: PayMethod): Pick<TossPaymentRequest, 'method' | 'card'> {
  const easyPay = EASY_PAY[method];
  if (easyPay) return { method: 'CARD', card: { flowMode: 'DIRECT', easyPay } };
  if (method === 'eximbay') return { method: 'CARD', card: { useInternationalCardOnly: true } };
  return { method: 'CARD' };
}

/** Toss's orderId rule: 6 to 64 of letters, digits, '-' and '_'. */
export const TOSS_ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** One attempt's orderId (unique per charge at Toss): `<orderNum>-P<n>` (extras: `<orderNum>-A<n>`). */
export function tossOrderId(orderNum: string, kind: 'P' | 'A', n: number): string {
  const id = `${orderNum}-${kind}${n}`;
  if (!TOSS_ORDER_ID.test(id)) throw new Error(`not a Toss orderId: ${id}`);
  return id;
}

/** The member's key at Toss: stable, opaque (an HMAC of the user id, never the id itself). */
export function tossCustomerKey(secret: string, userIdx: number): string {
  return `c_${crypto.createHmac('sha256', secret).update(`toss-customer:${userIdx}`).digest('base64url').slice(0, 40)}`;
}

/** An absolute URL on our origin for a same-site path (Toss needs absolute return URLs). */
export function absoluteOn(origin: string, sitePath: string): string {
  return new URL(sitePath, `${origin}/`).toString();
}

export interface TossRequestInput {
  method: PayMethod;
  amount: number;
  orderId: string;
  orderName: string;
  successUrl: string;
  failUrl: string;
  customerEmail?: string | null;
  customerName?: string | null;
}

/** What the browser needs to open Toss's window for one attempt (a booking's or an extra's): the SDK, the keys, the request. */
export function tossCheckout<Sdk, Client>(env: { tossSdkUrl: Sdk; tossClientKey: Client; authSecret: string }, userIdx: number, input: TossRequestInput) {
  return { sdkUrl: env.tossSdkUrl, clientKey: env.tossClientKey, customerKey: tossCustomerKey(env.authSecret, userIdx), request: tossPaymentRequest(input) };
}

export function tossPaymentRequest(input: TossRequestInput): TossPaymentRequest {
  return {
    ...tossMethodOf(input.method),
    amount: { currency: 'KRW', value: input.amount },
    orderId: input.orderId,
    // Toss shows at most 100 characters.
    orderName: input.orderName.slice(0, 100),
    successUrl: input.successUrl,
    failUrl: input.failUrl,
    ...(input.customerEmail ? { customerEmail: input.customerEmail } : {}),
    ...(input.customerName ? { customerName: input.customerName.slice(0, 100) } : {}),
  };
}
