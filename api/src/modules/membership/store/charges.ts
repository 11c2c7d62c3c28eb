// The billing ledger (membership_charges): one row per gateway charge attempt, refund included.
// Its unique key (subscription, period start, kind, attempt) is what makes a renewal run once; a
// charge is settled by a conditional PENDING -> PAID | FAILED update, so a twin settles nothing.
import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { membershipCharges } from '../../../db/schema/memberships';

export type ChargeRow = typeof membershipCharges.$inferSelect;
export type NewCharge = typeof membershipCharges.$inferInsert;

/** A charge already decided (a first payment, an upgrade, a refund). */
export async function addCharge(tx: Tx, values: NewCharge): Promise<void> {
  await tx.insert(membershipCharges).values(values);
}

/**
 * A PENDING renewal charge under its unique key, or undefined when that key is taken (another
 * worker, or an earlier attempt, already holds this period's charge).
 */
export async function claimCharge(tx: Tx, values: NewCharge): Promise<ChargeRow | undefined> {
  const [row] = await tx.insert(membershipCharges).values(values).onConflictDoNothing().returning();
  return row;
}

/** PENDING -> PAID | FAILED, only if still PENDING (undefined: a twin settled it first). */
export async function settleCharge(
  tx: Tx,
  idx: number,
  outcome: { status: 'PAID'; paymentKey: string; settledAt: Date } | { status: 'FAILED'; paymentKey: string | null; failCode: string; settledAt: Date },
): Promise<ChargeRow | undefined> {
  const [row] = await tx
    .update(membershipCharges)
    .set(outcome)
    .where(and(eq(membershipCharges.idx, idx), eq(membershipCharges.status, 'PENDING')))
    .returning();
  return row;
}

/** A charge captured for nothing (the subscription ended while it was in flight): given back. */
export async function markRefunded(tx: Tx, idx: number): Promise<void> {
  await tx.update(membershipCharges).set({ status: 'REFUNDED' }).where(eq(membershipCharges.idx, idx));
}

/** The subscription's latest paid charge (not a refund): what the period was paid with. */
export async function paidAmountOfPeriod(db: Tx, subscriptionIdx: number): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.subscriptionIdx, subscriptionIdx), eq(membershipCharges.status, 'PAID'), ne(membershipCharges.kind, 'REFUND')))
    .orderBy(desc(membershipCharges.idx))
    .limit(1);
  return row;
}

/** The member's billing history, newest first. */
export async function chargesOf(db: Tx, userIdx: number): Promise<ChargeRow[]> {
  return db.select().from(membershipCharges).where(eq(membershipCharges.userIdx, userIdx)).orderBy(desc(membershipCharges.createdAt), desc(membershipCharges.idx)).limit(200);
}

/** Renewal charges left PENDING by a worker that stopped (crash) before settling them. */
export async function claimStalePending(tx: Tx, olderThan: Date, limit: number): Promise<ChargeRow[]> {
  return tx
    .select()
    .from(membershipCharges)
    .where(and(eq(membershipCharges.status, 'PENDING'), inArray(membershipCharges.kind, ['RENEWAL']), lte(membershipCharges.createdAt, olderThan)))
    .limit(limit)
    .for('update', { skipLocked: true });
}
