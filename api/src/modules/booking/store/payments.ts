// Our payment records (SPEC §3 Payment). The gateway's own state is NOT here: see
// payment/adapters/sandbox-gateway.ts (it is the PG's side).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { payments, type PaymentRow, type PayMethod } from '../../../db/schema/orders';
import { isUniqueViolation } from '../../../db/errors';

export const orderPaymentsRepository = (db: Tx) => ({
  async find(orderIdx: number, paymentKey: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(and(eq(payments.orderIdx, orderIdx), eq(payments.paymentKey, paymentKey))).limit(1);
    return row;
  },

  async byIdx(idx: number): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.idx, idx)).limit(1);
    return row;
  },

  /** A Toss attempt by its own orderId (`<orderNum>-P<n>`). */
  async byGatewayOrderId(gatewayOrderId: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, gatewayOrderId)).limit(1);
    return row;
  },

  /**
   * The gateway named the payment (Toss, at the confirm): its key replaces the attempt's
   * `order:<orderId>` stand-in, once; a second, different key never overwrites the first.
   */
  async setGatewayKey(paymentIdx: number, paymentKey: string, now: Date): Promise<void> {
    await db
      .update(payments)
      .set({ paymentKey, updatedAt: now })
      .where(and(eq(payments.idx, paymentIdx), sql`${payments.paymentKey} like 'order:%'`));
  },

  async byIdempotencyKey(key: string): Promise<PaymentRow | undefined> {
    const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
    return row;
  },

  async ofOrder(orderIdx: number): Promise<PaymentRow[]> {
    return db.select().from(payments).where(eq(payments.orderIdx, orderIdx)).orderBy(desc(payments.idx));
  },

  /** Inserts once per idempotency key: a concurrent twin gets the row the first one wrote. */
  async insertOnce(row: { orderIdx: number; paymentKey: string; idempotencyKey: string; gateway: string; payMethod: PayMethod; amount: number; gatewayOrderId?: string }, now: Date): Promise<PaymentRow> {
    try {
      const [created] = await db.insert(payments).values({ ...row, createdAt: now, updatedAt: now }).returning();
      return created!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await this.byIdempotencyKey(row.idempotencyKey);
      if (!existing) throw error;
      return existing;
    }
  },

  /** A refund given back to this payment (in the transaction that records it): the whole cancel marks it cancelled. */
  async recordRefund(paymentIdx: number, amount: number, whole: boolean, now: Date, tx: Tx = db): Promise<void> {
    await tx
      .update(payments)
      .set({ ...(whole ? { payStatus: 'cancel' as const } : {}), cancelAmount: sql`${payments.cancelAmount} + ${amount}`, cancelDate: now, updatedAt: now })
      .where(eq(payments.idx, paymentIdx));
  },

  /**
   * A charge refunded in full because it came after its order could be sold (booking
   * reconcile-paying.ts): recorded once; false when another caller recorded it first.
   */
  async recordLateRefund(paymentIdx: number, amount: number, failCode: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ payStatus: 'cancel', failCode, cancelAmount: amount, cancelDate: now, updatedAt: now })
      .where(and(eq(payments.idx, paymentIdx), sql`${payments.payStatus} <> 'cancel'`))
      .returning({ idx: payments.idx });
    return rows.length === 1;
  },

  async markFailed(paymentIdx: number, failCode: string, now: Date): Promise<void> {
    await db.update(payments).set({ payStatus: 'fail', failCode, updatedAt: now }).where(and(eq(payments.idx, paymentIdx), eq(payments.payStatus, 'ready')));
  },
});

export type OrderPaymentsRepository = ReturnType<typeof orderPaymentsRepository>;
