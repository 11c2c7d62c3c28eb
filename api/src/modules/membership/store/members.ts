// The few rows of other modules the membership has to read inside its own transactions: the
// member's row (locked, so that two checkouts of one member are decided one after the other, and
// their type: corporate members cannot join) and the member's bookings (a booking that used the
// membership closes the Gold refund; the period's value ledger). They are read here rather than
// through the booking module because booking asks the membership for the grade of every price:
// asking booking back would tie the two modules into a circle.
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { orders } from '../../../db/schema/orders';
import { users } from '../../../db/schema/users';

type MemberType = 'N' | 'C';

/** Locks the member's row until the transaction ends; undefined when there is no such member. */
export async function lockMember(tx: Tx, userIdx: number): Promise<{ idx: number; type: MemberType } | undefined> {
  const [row] = await tx.select({ idx: users.idx, type: users.type }).from(users).where(eq(users.idx, userIdx)).for('update');
  return row;
}

/** The member's type (N: a person, C: corporate); undefined when there is no such member. */
export async function memberTypeOf(db: Tx, userIdx: number): Promise<MemberType | undefined> {
  const [row] = await db.select({ type: users.type }).from(users).where(eq(users.idx, userIdx));
  return row?.type;
}

/** The member's paid, not cancelled bookings made since `since`. */
const liveBookingsSince = (userIdx: number, since: Date) =>
  and(
    eq(orders.userIdx, userIdx),
    eq(orders.holdState, 'SOLD'),
    sql`${orders.createdAt} >= ${since}`,
    sql`${orders.status} not in ('cancel', 'cancel_request', 'cancel_wait')`,
  );

/**
 * SPEC §9 "unless a valid booking used the membership": a paid, not cancelled booking made since
 * enrolment, or an unpaid hold still running that was priced for a member. The hold counts because
 * it could be paid at the member's price after the refund (join, hold at the member price, take the
 * refund, pay: the discount without the fee); cancelling the hold first makes the refund available.
 */
export async function usedByBooking(db: Tx, userIdx: number, since: Date): Promise<boolean> {
  const heldAsMember = and(
    eq(orders.userIdx, userIdx),
    inArray(orders.holdState, ['HELD', 'PAYING']),
    sql`${orders.createdAt} >= ${since}`,
    ne(orders.userGradeAtOrder, 'Bronze'),
  );
  const [row] = await db.select({ idx: orders.idx }).from(orders).where(or(liveBookingsSince(userIdx, since), heldAsMember)).limit(1);
  return Boolean(row);
}

/**
 * The value ledger of a period: member discounts and cashback on the member's paid, not cancelled
 * bookings made since the period started. Cashback as the quote computes it (the sale amount
 * times the plan's rate, floored to 10 won), so the ledger shows what the bookings really gave.
 */
export async function valueSince(db: Tx, userIdx: number, since: Date): Promise<{ bookings: number; discounts: number; cashback: number }> {
  const [row] = await db
    .select({
      bookings: sql<number>`count(*)::int`,
      discounts: sql<number>`coalesce(sum(${orders.discountedAmount}), 0)::int`,
      cashback: sql<number>`coalesce(sum(floor(${orders.saleAmount} * ${orders.cashbackRate} / 1000.0) * 10), 0)::int`,
    })
    .from(orders)
    .where(liveBookingsSince(userIdx, since));
  return row ?? { bookings: 0, discounts: 0, cashback: 0 };
}
