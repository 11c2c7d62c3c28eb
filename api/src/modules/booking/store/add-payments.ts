// Additional payments (SPEC §3 Additional payment) and their gateway attempts. One charge per
// additional payment: the confirm that may talk to the gateway is the one whose conditional
// UPDATE moved it READY -> PAYING; the partial unique index allows one `complete` attempt.
import { and, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { orderAddPayPayments, orderAddPays, type AddPayPaymentRow, type AddPayRow, type PayMethod } from '../../../db/schema/orders';
import { isUniqueViolation } from '../../../db/errors';

export interface NewAddPay {
  orderIdx: number;
  titleKo: string;
  titleEn: string;
  titleJa: string;
  amount: number;
}

export const addPaymentsRepository = (db: Db) => ({
  async create(row: NewAddPay, now: Date): Promise<AddPayRow> {
    const [created] = await db.insert(orderAddPays).values({ ...row, createdAt: now, updatedAt: now }).returning();
    return created!;
  },

  async byIdx(idx: number): Promise<AddPayRow | undefined> {
    const [row] = await db.select().from(orderAddPays).where(eq(orderAddPays.idx, idx)).limit(1);
    return row;
  },

  async attempts(addPayIdx: number): Promise<AddPayPaymentRow[]> {
    return db.select().from(orderAddPayPayments).where(eq(orderAddPayPayments.addPayIdx, addPayIdx)).orderBy(desc(orderAddPayPayments.idx));
  },

  /** The attempt with this key, if it belongs to an additional payment of this order. */
  async attemptOf(orderIdx: number, paymentKey: string): Promise<{ attempt: AddPayPaymentRow; addPay: AddPayRow } | undefined> {
    const [row] = await db
      .select({ attempt: orderAddPayPayments, addPay: orderAddPays })
      .from(orderAddPayPayments)
      .innerJoin(orderAddPays, eq(orderAddPays.idx, orderAddPayPayments.addPayIdx))
      .where(and(eq(orderAddPayPayments.paymentKey, paymentKey), eq(orderAddPays.orderIdx, orderIdx)))
      .limit(1);
    return row;
  },

  /** Toss named the extra's payment at its confirm: its key replaces the `order:<orderId>` stand-in, once. */
  async setAttemptGatewayKey(attemptIdx: number, paymentKey: string, now: Date): Promise<void> {
    await db
      .update(orderAddPayPayments)
      .set({ paymentKey, updatedAt: now })
      .where(and(eq(orderAddPayPayments.idx, attemptIdx), sql`${orderAddPayPayments.paymentKey} like 'order:%'`));
  },

  async attemptByIdx(idx: number): Promise<AddPayPaymentRow | undefined> {
    const [row] = await db.select().from(orderAddPayPayments).where(eq(orderAddPayPayments.idx, idx)).limit(1);
    return row;
  },

  /** Inserts once per idempotency key: a concurrent twin gets the row the first one wrote. */
  async insertAttemptOnce(row: { addPayIdx: number; paymentKey: string; idempotencyKey: string; gateway: string; payMethod: PayMethod; amount: number }, now: Date): Promise<AddPayPaymentRow> {
    try {
      const [created] = await db.insert(orderAddPayPayments).values({ ...row, createdAt: now, updatedAt: now }).returning();
      return created!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [existing] = await db.select().from(orderAddPayPayments).where(eq(orderAddPayPayments.idempotencyKey, row.idempotencyKey)).limit(1);
      if (!existing) throw error;
      return existing;
    }
  },

  /** READY -> PAYING: the one confirm that may talk to the gateway for this additional payment. */
  async claim(addPayIdx: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(orderAddPays)
      .set({ state: 'PAYING', updatedAt: now })
      .where(and(eq(orderAddPays.idx, addPayIdx), eq(orderAddPays.state, 'READY')))
      .returning({ idx: orderAddPays.idx });
    return rows.length === 1;
  },

  /** Back to READY (gateway error, not approved yet, or declined: it may be paid again). */
  async unclaim(addPayIdx: number, now: Date): Promise<void> {
    await db.update(orderAddPays).set({ state: 'READY', updatedAt: now }).where(and(eq(orderAddPays.idx, addPayIdx), eq(orderAddPays.state, 'PAYING')));
  },

  /** Paid: the attempt complete and the additional payment PAID, together. */
  async markPaid(addPayIdx: number, attemptIdx: number, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.update(orderAddPayPayments).set({ payStatus: 'complete', payDate: now, updatedAt: now }).where(eq(orderAddPayPayments.idx, attemptIdx));
      await tx.update(orderAddPays).set({ state: 'PAID', paidAt: now, updatedAt: now }).where(and(eq(orderAddPays.idx, addPayIdx), eq(orderAddPays.state, 'PAYING')));
    });
  },

  async markAttemptFailed(attemptIdx: number, failCode: string, now: Date): Promise<void> {
    await db
      .update(orderAddPayPayments)
      .set({ payStatus: 'fail', failCode, updatedAt: now })
      .where(and(eq(orderAddPayPayments.idx, attemptIdx), eq(orderAddPayPayments.payStatus, 'ready')));
  },

  /** The charged attempts of a booking's additional payments (refunded when it is cancelled). */
  async paidAttemptsOf(orderIdx: number): Promise<AddPayPaymentRow[]> {
    const rows = await db
      .select({ attempt: orderAddPayPayments })
      .from(orderAddPayPayments)
      .innerJoin(orderAddPays, eq(orderAddPays.idx, orderAddPayPayments.addPayIdx))
      .where(and(eq(orderAddPays.orderIdx, orderIdx), eq(orderAddPayPayments.payStatus, 'complete')));
    return rows.map((r) => r.attempt);
  },

  /** complete -> cancel with the refunded amount (once: a twin finds it cancelled already). */
  async markAttemptRefunded(attemptIdx: number, amount: number, now: Date, tx: Tx = db): Promise<boolean> {
    const rows = await tx
      .update(orderAddPayPayments)
      .set({ payStatus: 'cancel', cancelAmount: amount, cancelDate: now, updatedAt: now })
      .where(and(eq(orderAddPayPayments.idx, attemptIdx), eq(orderAddPayPayments.payStatus, 'complete')))
      .returning({ idx: orderAddPayPayments.idx });
    return rows.length === 1;
  },

  /**
   * Attempts reconciliation reads back from the gateway, untouched since `before`: a Toss attempt
   * never confirmed on our side (its key still the `order:` stand-in: the buyer may have paid and
   * the confirm's answer been lost), or any attempt whose additional payment a confirm left PAYING.
   */
  async unsettledAttempts(before: Date, limit = 100): Promise<{ attempt: AddPayPaymentRow; addPay: AddPayRow }[]> {
    return db
      .select({ attempt: orderAddPayPayments, addPay: orderAddPays })
      .from(orderAddPayPayments)
      .innerJoin(orderAddPays, eq(orderAddPays.idx, orderAddPayPayments.addPayIdx))
      .where(
        and(
          eq(orderAddPayPayments.payStatus, 'ready'),
          ne(orderAddPays.state, 'PAID'),
          lt(orderAddPayPayments.updatedAt, before),
          lt(orderAddPays.updatedAt, before),
          or(sql`${orderAddPayPayments.paymentKey} like 'order:%'`, eq(orderAddPays.state, 'PAYING')),
        ),
      )
      .orderBy(orderAddPayPayments.idx)
      .limit(limit);
  },

  /** Attempts started so far (numbers the idempotency keys). */
  async attemptCount(addPayIdx: number): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orderAddPayPayments).where(eq(orderAddPayPayments.addPayIdx, addPayIdx));
    return Number(row?.n ?? 0);
  },
});

export type AddPaymentsRepository = ReturnType<typeof addPaymentsRepository>;
