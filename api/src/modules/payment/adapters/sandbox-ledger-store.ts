// The sandbox gateway's own ledger: the stand-in PG's "system", kept in the database so a payment
// survives a restart as it would at a real PG. Two tables: its payments (sandbox_gateway_payments,
// one row per prepared payment or billing-key charge, unique per idempotency key) and the test
// cards registered on its billing page (sandbox_billing_keys). Only the sandbox adapters beside
// this file (sandbox-gateway.ts, sandbox-billing.ts) use it; every state move is one conditional
// UPDATE, so two requests never both capture or refund the same amount.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { sandboxBillingKeys, type SandboxCardBehaviour } from '../../../db/schema/memberships';
import { sandboxGatewayPayments, type GatewayState, type SandboxGatewayRow } from '../../../db/schema/orders';

export type NewSandboxPayment = typeof sandboxGatewayPayments.$inferInsert;
export type SandboxPaymentPatch = Partial<NewSandboxPayment>;
export type SandboxCardRow = typeof sandboxBillingKeys.$inferSelect;

/**
 * The sandbox ledger has no billing-key column: a billing-key charge keeps its key in `fail_url`
 * (where no browser ever goes), and an empty `success_url`.
 */
const billingMarker = (billingKey: string) => `billing:${billingKey}`;

export function sandboxLedger(db: Db) {
  const p = sandboxGatewayPayments;
  return {
    async payment(paymentKey: string): Promise<SandboxGatewayRow | undefined> {
      const [r] = await db.select().from(p).where(eq(p.paymentKey, paymentKey)).limit(1);
      return r;
    },

    async paymentByIdempotencyKey(idempotencyKey: string): Promise<SandboxGatewayRow | undefined> {
      const [r] = await db.select().from(p).where(eq(p.idempotencyKey, idempotencyKey)).limit(1);
      return r;
    },

    /** A new payment; throws the database's unique violation when its idempotency key is taken. */
    async addPayment(row: NewSandboxPayment): Promise<void> {
      await db.insert(p).values(row);
    },

    /** Moves a payment between states atomically (stamped `now`); null when it was not in `from`. */
    async move(paymentKey: string, from: GatewayState[], set: SandboxPaymentPatch, now: Date): Promise<SandboxGatewayRow | null> {
      const [r] = await db
        .update(p)
        .set({ ...set, updatedAt: now })
        .where(and(eq(p.paymentKey, paymentKey), inArray(p.state, from)))
        .returning();
      return r ?? null;
    },

    /** AUTHORIZED -> DONE, counting the capture; null when it was not AUTHORIZED (so it captures once). */
    async capture(paymentKey: string, now: Date): Promise<SandboxGatewayRow | null> {
      const [r] = await db
        .update(p)
        .set({ state: 'DONE', captures: sql`${p.captures} + 1` as unknown as number, updatedAt: now })
        .where(and(eq(p.paymentKey, paymentKey), inArray(p.state, ['AUTHORIZED'])))
        .returning();
      return r ?? null;
    },

    /**
     * Records a refund bringing the cancelled amount from `wasCanceled` to `canceledAmount`; null
     * when another refund moved it meanwhile.
     */
    async refund(paymentKey: string, wasCanceled: number, set: { canceledAmount: number; state: GatewayState }, now: Date): Promise<SandboxGatewayRow | null> {
      const [r] = await db
        .update(p)
        .set({ ...set, updatedAt: now })
        .where(and(eq(p.paymentKey, paymentKey), eq(p.canceledAmount, wasCanceled)))
        .returning();
      return r ?? null;
    },

    /** A test card registered on the billing page, with its one-time auth key. */
    async addCard(card: { billingKey: string; customerKey: string; authKey: string; cardMasked: string; behaviour: SandboxCardBehaviour; expiresAt: Date; createdAt: Date }): Promise<void> {
      await db.insert(sandboxBillingKeys).values(card);
    },

    /** Exchanges the card's auth key for its billing key (counted); undefined when no such card. */
    async issueCard(authKey: string, customerKey: string): Promise<SandboxCardRow | undefined> {
      const [row] = await db
        .update(sandboxBillingKeys)
        .set({ issued: sql`${sandboxBillingKeys.issued} + 1` })
        .where(and(eq(sandboxBillingKeys.authKey, authKey), eq(sandboxBillingKeys.customerKey, customerKey)))
        .returning();
      return row;
    },

    async card(billingKey: string): Promise<SandboxCardRow | undefined> {
      const [card] = await db.select().from(sandboxBillingKeys).where(eq(sandboxBillingKeys.billingKey, billingKey)).limit(1);
      return card;
    },

    /** How many charges were made on the billing key (approved or declined). */
    async chargeCount(billingKey: string): Promise<number> {
      const [{ n }] = (await db
        .select({ n: sql<number>`count(*)::int` })
        .from(p)
        .where(eq(p.failUrl, billingMarker(billingKey)))) as [{ n: number }];
      return n;
    },

    /** A billing-key charge; throws the database's unique violation when its idempotency key is taken. */
    async addCharge(
      charge: Pick<NewSandboxPayment, 'paymentKey' | 'idempotencyKey' | 'orderId' | 'orderName' | 'amount' | 'method' | 'state' | 'captures' | 'createdAt' | 'updatedAt'>,
      billingKey: string,
    ): Promise<void> {
      await db.insert(p).values({ ...charge, successUrl: '', failUrl: billingMarker(billingKey) });
    },
  };
}

export type SandboxLedger = ReturnType<typeof sandboxLedger>;
