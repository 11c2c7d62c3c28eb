// Checkouts (membership_checkouts): a subscribe or card change the member started, waiting for
// the gateway's card page to send them back. Moves out of PENDING are conditional, so a double
// click or a replayed return finishes a checkout once.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { membershipCheckouts } from '../../../db/schema/memberships';

export type CheckoutRow = typeof membershipCheckouts.$inferSelect;
export type NewCheckout = typeof membershipCheckouts.$inferInsert;

/** The member's own checkout (another member's id finds nothing). */
export async function checkoutOf(db: Tx, checkoutId: string, userIdx: number): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(membershipCheckouts)
    .where(and(eq(membershipCheckouts.checkoutId, checkoutId), eq(membershipCheckouts.userIdx, userIdx)))
    .limit(1);
  return row;
}

export async function addCheckout(db: Tx, values: NewCheckout): Promise<void> {
  await db.insert(membershipCheckouts).values(values);
}

/** PENDING -> FAILED (the first payment was declined). */
export async function failCheckout(db: Tx, idx: number): Promise<void> {
  await db.update(membershipCheckouts).set({ status: 'FAILED' }).where(and(eq(membershipCheckouts.idx, idx), eq(membershipCheckouts.status, 'PENDING')));
}

/** PENDING -> DONE; false when a twin request finished it first. */
export async function claimCheckout(tx: Tx, idx: number): Promise<boolean> {
  const [row] = await tx.update(membershipCheckouts).set({ status: 'DONE' }).where(and(eq(membershipCheckouts.idx, idx), eq(membershipCheckouts.status, 'PENDING'))).returning({ idx: membershipCheckouts.idx });
  return Boolean(row);
}

/** The subscription a finished checkout started (or whose card it changed). */
export async function linkCheckout(tx: Tx, idx: number, subscriptionIdx: number): Promise<void> {
  await tx.update(membershipCheckouts).set({ subscriptionIdx }).where(eq(membershipCheckouts.idx, idx));
}

/** A card change is done, whatever state it was in (the card is on the subscription now). */
export async function finishCardChange(tx: Tx, checkoutId: string, subscriptionIdx: number): Promise<void> {
  await tx.update(membershipCheckouts).set({ status: 'DONE', subscriptionIdx }).where(eq(membershipCheckouts.checkoutId, checkoutId));
}
