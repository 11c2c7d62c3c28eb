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
  paymentKey: string;
  checkoutUrl: string;
}

export type ConfirmResult =
  | { status: 'approved'; paymentKey: string; amount: number; method: PayMethod; approvedAt: Date }
  | { status: 'declined'; code: GatewayFailCode; message: string };

export type GatewayFailCode = 'PAY_DECLINED' | 'USER_CANCEL' | 'NOT_APPROVED' | 'AMOUNT_MISMATCH' | 'NOT_FOUND' | 'CANCELED';

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
  cancel(paymentKey: string, amount?: number): Promise<{ canceled: boolean; canceledAmount: number }>;
  retrieve(paymentKey: string): Promise<RetrieveResult | null>;
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
