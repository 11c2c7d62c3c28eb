// Toss Payments' automatic billing (core API 2022-11-16) behind BillingGateway: the browser
// registers a card in Toss's window (the SDK's requestBillingAuth) and comes back with an authKey;
// the server exchanges it for a billing key (POST /v1/billing/authorizations/issue) and charges it
// per period (POST /v1/billing/{billingKey}, one orderId per period, an Idempotency-Key per charge).
// The billing key leaves this adapter only sealed (AES-256-GCM under BILLING_KEY_SECRET): what the
// membership module stores is ciphertext, and only this adapter can open it to charge.
import crypto from 'node:crypto';
import { GatewayUnavailableError, type BillingChargeInput, type BillingChargeResult, type BillingGateway, type BillingKeyIssued } from '../gateway';
import { tossFailure } from '../rules/toss-errors';
import type { TossPayment } from './toss-gateway';
import { tossCall, type TossConfig } from './toss-http';

const SEALED = 'tbk1.';

/** Seals / opens billing keys with a key derived from the secret (AES-256-GCM, random IV, authenticated). */
export function billingKeyBox(secret: string) {
  if (!secret) throw new Error('BILLING_KEY_SECRET is required to store Toss billing keys');
  const key = crypto.createHash('sha256').update(`awesomestay-billing-key:${secret}`).digest();
  return {
    seal(billingKey: string): string {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(billingKey, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    /** Null when it is not ours or was tampered with. */
    open(sealed: string): string | null {
      if (!sealed.startsWith(SEALED)) return null;
      try {
        const raw = Buffer.from(sealed.slice(SEALED.length), 'base64url');
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** Toss's orderId is 6-64 of [A-Za-z0-9_-]: ours are mapped the same way for the charge and its read-back. */
const tossOrderIdOf = (orderId: string) => orderId.replace(/[^A-Za-z0-9_-]/g, '_').padEnd(6, '0').slice(0, 64);

/** A refusal that retrying the same card cannot fix (the member must change the card). */
const HARD = new Set(['INVALID_CARD_EXPIRATION', 'INVALID_STOPPED_CARD', 'INVALID_CARD_LOST_OR_STOLEN', 'INVALID_REJECT_CARD', 'NOT_FOUND_BILLING', 'INVALID_BILLING_KEY', 'INVALID_CARD_NUMBER']);

interface TossBillingAuth {
  billingKey: string;
  customerKey: string;
  cardNumber?: string;
  card?: { number?: string } | null;
}

export function tossBilling(config: TossConfig, billingKeySecret: string, clock: () => Date): BillingGateway {
  const box = billingKeyBox(billingKeySecret);
  const approved = (p: TossPayment): BillingChargeResult => ({ status: 'approved', paymentKey: p.paymentKey, amount: p.totalAmount, approvedAt: new Date(p.approvedAt ?? clock().toISOString()) });

  return {
    cardRegistrationUrl() {
      // Toss registers the card in its own window, opened by the browser's SDK (requestBillingAuth):
      // there is no page of ours to send the member to.
      return '';
    },

    async issueBillingKey(authKey, customerKey): Promise<BillingKeyIssued | null> {
      const answer = await tossCall<TossBillingAuth>(config, 'POST', '/v1/billing/authorizations/issue', { body: { authKey, customerKey } });
      if (!answer.ok) {
        if (tossFailure(answer.code).retryable) throw new GatewayUnavailableError(`Toss could not issue a billing key: ${answer.code}`, answer.code);
        return null;
      }
      if (answer.body.customerKey !== customerKey || !answer.body.billingKey) return null;
      const number = answer.body.card?.number ?? answer.body.cardNumber ?? '';
      const digits = number.replace(/[^0-9*]/g, '');
      const cardMasked = digits.length >= 16 ? `${digits.slice(0, 4)}-****-****-${digits.slice(12, 16)}` : number;
      // Toss does not tell a billing card's expiry: a failed renewal asks for a new card instead.
      const cardExpiresAt = new Date(clock().getTime() + 5 * 365 * 86_400_000);
      return { billingKey: box.seal(answer.body.billingKey), cardMasked, cardExpiresAt };
    },

    async chargeBillingKey(input: BillingChargeInput): Promise<BillingChargeResult> {
      const billingKey = box.open(input.billingKey);
      if (!billingKey) return { status: 'declined', paymentKey: null, code: 'INVALID_BILLING_KEY', message: 'Unknown billing key.', hard: true };
      const orderId = tossOrderIdOf(input.orderId);
      const answer = await tossCall<TossPayment>(config, 'POST', `/v1/billing/${encodeURIComponent(billingKey)}`, {
        body: { customerKey: input.customerKey, amount: input.amount, orderId, orderName: input.orderName.slice(0, 100) },
        idempotencyKey: input.idempotencyKey,
      });
      if (answer.ok) {
        if (answer.body.orderId !== orderId || answer.body.totalAmount !== input.amount) throw new GatewayUnavailableError('Toss answered another billing charge');
        return answer.body.status === 'DONE' ? approved(answer.body) : { status: 'declined', paymentKey: answer.body.paymentKey, code: answer.body.status, message: 'Not approved.', hard: false };
      }
      const failure = tossFailure(answer.code);
      if (failure.readBack) {
        // This period was charged already (our earlier call whose answer was lost): Toss's record decides.
        const read = await tossCall<TossPayment>(config, 'GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
        if (read.ok && read.body.status === 'DONE' && read.body.totalAmount === input.amount) return approved(read.body);
        if (!read.ok && tossFailure(read.code).retryable) throw new GatewayUnavailableError(`Toss could not read a charge back: ${read.code}`, read.code);
      }
      if (failure.retryable) throw new GatewayUnavailableError(`Toss could not charge: ${answer.code}`, answer.code);
      return { status: 'declined', paymentKey: null, code: answer.code, message: answer.message, hard: HARD.has(answer.code) };
    },
  };
}
