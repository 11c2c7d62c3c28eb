// The payment gateway interface (DESIGN §3), modelled on Korean PGs (Toss Payments, KG Inicis):
// the server PREPAREs a payment with an amount it fixed, the buyer approves at the gateway's own
// checkout page, the browser comes back to our success / fail URL, and the server CONFIRMs with
// the amount it expects (the gateway refuses another amount). CANCEL refunds (all or part).
import type { PayMethod } from '../../db/schema/orders';

export interface PrepareInput {
  /** Our order number (the PG's orderId). */
  orderId: string;
  orderName: string;
  /** Integer KRW, fixed by the server. */
  amount: number;
  method: PayMethod;
  /** The same key returns the same payment: a retried prepare never opens a second one. */
  idempotencyKey: string;
  /** Where the gateway sends the browser: `?paymentKey&orderId&amount` / `?code&message&orderId&paymentKey`. */
  successUrl: string;
  failUrl: string;
}

export interface Prepared {
  /** Null where the gateway names the payment only when the buyer pays (Toss: the SDK's flow). */
  paymentKey: string | null;
  /** The gateway's own page (sandbox); null where the browser opens the gateway's SDK instead. */
  checkoutUrl: string | null;
}

/**
 * The gateway did not answer, or answered that it failed on its side (5xx, timeout, connection
 * lost): the outcome is UNKNOWN (a confirm may have charged). Never a decline: the caller keeps
 * what it holds and lets reconciliation read the gateway's record later.
 */
export class GatewayUnavailableError extends Error {
  readonly outcomeUnknown = true;
  constructor(
    message: string,
    readonly gatewayCode?: string,
  ) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/**
 * What a gateway adapter tells about each call it makes to its provider (the metrics module counts
 * them; an adapter without one pays nothing). `outcome`: answered, refused (a 4xx with the
 * provider's code), or unavailable (no usable answer: the outcome of the call is unknown). `code`
 * is OK, the provider's code, or why no answer came (TIMEOUT, NETWORK, SERVER_ERROR, BAD_ANSWER).
 */
export interface GatewayObserver {
  call(call: { gateway: string; operation: string; outcome: 'ok' | 'refused' | 'unavailable'; code: string; seconds: number }): void;
}

/** Options of a refund: why (shown at the gateway) and the key that makes a retried refund the same one. */
export interface CancelOptions {
  reason?: string;
  idempotencyKey?: string;
}

export type ConfirmResult =
  | { status: 'approved'; paymentKey: string; amount: number; method: PayMethod; approvedAt: Date }
  /** `gatewayCode` / `reason`: the gateway's own code and its (issuer's) reason, where it gave one. */
  | { status: 'declined'; code: GatewayFailCode; message: string; gatewayCode?: string; reason?: string };

/**
 * SESSION_EXPIRED: the buyer's approval ran out before the confirm (Toss: 30 minutes);
 * REFUSED: the gateway refused our request itself (keys, malformed): nothing was charged, the
 * buyer is not at fault.
 */
export type GatewayFailCode = 'PAY_DECLINED' | 'USER_CANCEL' | 'NOT_APPROVED' | 'AMOUNT_MISMATCH' | 'NOT_FOUND' | 'CANCELED' | 'SESSION_EXPIRED' | 'REFUSED';

export interface RetrieveResult {
  paymentKey: string;
  orderId: string;
  amount: number;
  /** approved = captured (charged); authorized = the buyer approved, not yet confirmed. */
  status: 'ready' | 'authorized' | 'approved' | 'declined' | 'abandoned' | 'canceled';
  canceledAmount: number;
}

export interface Gateway {
  readonly name: string;
  prepare(input: PrepareInput): Promise<Prepared>;
  /** Idempotent: confirming a captured payment again answers approved without a second charge. */
  confirm(paymentKey: string, orderId: string, amount: number): Promise<ConfirmResult>;
  /** Refunds `amount` (all when omitted) of a captured payment, or voids an uncaptured one. */
  cancel(paymentKey: string, amount?: number, options?: CancelOptions): Promise<{ canceled: boolean; canceledAmount: number }>;
  retrieve(paymentKey: string): Promise<RetrieveResult | null>;
  /** The gateway's record by OUR order id (an attempt whose confirm never answered has no paymentKey of ours). */
  retrieveByOrderId?(orderId: string): Promise<RetrieveResult | null>;
}

// ---- Billing keys (membership renewals): register a card once at the gateway, charge it later without the buyer. ----

export interface CardRegistrationInput {
  /** Ours: who the card belongs to at the gateway (one per member). */
  customerKey: string;
  orderName: string;
  /** What will be charged at once after registration (shown on the gateway's page); 0 for a card change. */
  amountNow: number;
  /** Same-site paths: `?authKey&customerKey` / `?code&message`. */
  successUrl: string;
  failUrl: string;
}

export interface BillingKeyIssued {
  billingKey: string;
  /** e.g. '4330-****-****-1234' */
  cardMasked: string;
  /** The card's last valid instant (its MM/YY, end of month). */
  cardExpiresAt: Date;
}

export interface BillingChargeInput {
  billingKey: string;
  customerKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  /** The same key answers the same outcome and never charges twice. */
  idempotencyKey: string;
}

export type BillingChargeResult =
  | { status: 'approved'; paymentKey: string; amount: number; approvedAt: Date }
  /** hard: retrying cannot help (expired or reported card); soft: e.g. insufficient funds. */
  | { status: 'declined'; paymentKey: string | null; code: string; message: string; hard: boolean };

export interface BillingGateway {
  cardRegistrationUrl(input: CardRegistrationInput): string;
  /** Exchanges the card page's one-time authKey for a billing key; idempotent per (authKey, customerKey). */
  issueBillingKey(authKey: string, customerKey: string): Promise<BillingKeyIssued | null>;
  chargeBillingKey(input: BillingChargeInput): Promise<BillingChargeResult>;
}
