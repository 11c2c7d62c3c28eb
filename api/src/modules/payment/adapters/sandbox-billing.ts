// The sandbox gateway's billing keys (membership renewals charge them): its own card-registration
// page offers test cards that keep working, that decline every charge after the first (a renewal
// that fails), and that have expired by the next charge (a hard decline). Charges land in the
// sandbox's payment ledger (sandbox_gateway_payments, sandbox-ledger-store.ts) under their
// idempotency key, so a replay finds the first outcome.
import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import type { SandboxCardBehaviour } from '../../../db/schema/memberships';
import type { SandboxGatewayRow } from '../../../db/schema/orders';
import { isUniqueViolation } from '../../../db/errors';
import type { BillingChargeInput, BillingChargeResult, BillingGateway, CardRegistrationInput } from '../gateway';
import { sandboxLedger } from './sandbox-ledger-store';

export const SANDBOX_BILLING_PATH = '/api/service/payment/sandbox/billing';

/** Only a same-site path may be a return address (no open redirect through the sandbox). */
export const isSitePath = (url: string): boolean => /^\/(?![/\\])[\w\-./?=&%~]*$/.test(url) && url.length <= 500;

const CARD_NUMBERS: Record<SandboxCardBehaviour, string> = { OK: '4330-****-****-1111', DECLINE_RENEWAL: '5520-****-****-2222', EXPIRED: '3560-****-****-3333' };

export function sandboxBilling(db: Db, clock: () => Date): BillingGateway & {
  register(q: { customerKey: string; card: SandboxCardBehaviour; successUrl: string }): Promise<string>;
} {
  const ledger = sandboxLedger(db);
  const ledgerRow = (idempotencyKey: string) => ledger.paymentByIdempotencyKey(idempotencyKey);
  const answer = (r: SandboxGatewayRow, hard: boolean, code: string): BillingChargeResult =>
    r.state === 'DONE' || r.state === 'PARTIAL_CANCELED' || r.state === 'CANCELED'
      ? { status: 'approved', paymentKey: r.paymentKey, amount: r.amount, approvedAt: r.updatedAt }
      : { status: 'declined', paymentKey: r.paymentKey, code, message: code === 'CARD_EXPIRED' ? 'The card has expired.' : 'The card issuer declined the payment.', hard };

  return {
    cardRegistrationUrl(input: CardRegistrationInput) {
      const q = new URLSearchParams({ customerKey: input.customerKey, orderName: input.orderName, amount: String(input.amountNow), successUrl: input.successUrl, failUrl: input.failUrl });
      return `${SANDBOX_BILLING_PATH}/register?${q.toString()}`;
    },

    /** The tester's choice on the card page: a new card and its one-time auth key, then back to the site. */
    async register({ customerKey, card, successUrl }) {
      const authKey = `auth_${crypto.randomBytes(12).toString('hex')}`;
      await ledger.addCard({
        billingKey: `bk_${crypto.randomBytes(12).toString('hex')}`,
        customerKey,
        authKey,
        cardMasked: CARD_NUMBERS[card],
        behaviour: card,
        // The expiring test card runs out 20 days after registration: before any renewal.
        expiresAt: new Date(clock().getTime() + (card === 'EXPIRED' ? 20 : 5 * 365) * 86_400_000),
        createdAt: clock(),
      });
      const sep = successUrl.includes('?') ? '&' : '?';
      return `${successUrl}${sep}${new URLSearchParams({ authKey, customerKey }).toString()}`;
    },

    async issueBillingKey(authKey, customerKey) {
      const row = await ledger.issueCard(authKey, customerKey);
      return row ? { billingKey: row.billingKey, cardMasked: row.cardMasked, cardExpiresAt: row.expiresAt } : null;
    },

    async chargeBillingKey(input: BillingChargeInput): Promise<BillingChargeResult> {
      const card = await ledger.card(input.billingKey);
      if (!card || card.customerKey !== input.customerKey) return { status: 'declined', paymentKey: null, code: 'INVALID_BILLING_KEY', message: 'Unknown billing key.', hard: true };
      const replay = await ledgerRow(input.idempotencyKey);
      const hard = card.behaviour === 'EXPIRED';
      const code = hard ? 'CARD_EXPIRED' : 'INSUFFICIENT_FUNDS';
      if (replay) return answer(replay, hard, code);
      // The test card's later behaviour: every card pays its first charge on the day it is
      // registered (the joining payment); after that the declining card is refused (over its
      // limit) and the expiring one has expired.
      const n = await ledger.chargeCount(card.billingKey);
      const sameDay = clock().getTime() - card.createdAt.getTime() < 86_400_000;
      const expired = clock().getTime() >= card.expiresAt.getTime();
      const approve = !expired && (card.behaviour !== 'DECLINE_RENEWAL' || (sameDay && n === 0));
      const now = clock();
      const paymentKey = `sbx_${crypto.randomBytes(12).toString('hex')}`;
      try {
        // The sandbox ledger has no billing-key column: the store keeps the key where no browser ever goes.
        await ledger.addCharge(
          {
            paymentKey,
            idempotencyKey: input.idempotencyKey,
            orderId: input.orderId,
            orderName: input.orderName,
            amount: input.amount,
            method: 'card',
            state: approve ? 'DONE' : 'DECLINED',
            captures: approve ? 1 : 0,
            createdAt: now,
            updatedAt: now,
          },
          card.billingKey,
        );
      } catch (error) {
        // A concurrent twin with the same idempotency key won the insert: its outcome is ours.
        if (!isUniqueViolation(error)) throw error;
        const twin = await ledgerRow(input.idempotencyKey);
        if (!twin) throw error;
        return answer(twin, hard, code);
      }
      return approve
        ? { status: 'approved', paymentKey, amount: input.amount, approvedAt: now }
        : { status: 'declined', paymentKey, code, message: hard ? 'The card has expired.' : 'The card issuer declined the payment.', hard };
    },
  };
}
