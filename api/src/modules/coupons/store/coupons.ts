// Coupons (booking/README.md "Coupons"): the kinds (coupon_managers) and the
// members' coupons (user_coupons). Every state move is a conditional UPDATE: a coupon is reserved
// by one order at a time, used once, and comes back exactly once when its order is given back.
import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { couponManagers, userCoupons, type CouponManagerRow, type UserCouponRow } from '../../../db/schema/coupons';
import { addDays } from '../../pricing';
import { isUniqueViolation } from '../../../db/errors';

export interface UserCouponWithManager {
  coupon: UserCouponRow;
  manager: CouponManagerRow;
}

export type DownloadFailure = 'NOT_FOUND' | 'ALREADY_ISSUED' | 'EXHAUSTED';

/** Thrown inside the download transaction to roll it back. */
export class CouponDownloadFailure extends Error {
  constructor(readonly reason: DownloadFailure) {
    super(reason);
  }
}

export const couponsRepository = (db: Tx) => ({
  /** The member's coupons with their kinds, oldest first (the route sorts for display). */
  async ofUser(userIdx: number): Promise<UserCouponWithManager[]> {
    return db
      .select({ coupon: userCoupons, manager: couponManagers })
      .from(userCoupons)
      .innerJoin(couponManagers, eq(couponManagers.idx, userCoupons.couponManagerIdx))
      .where(eq(userCoupons.userIdx, userIdx))
      .orderBy(asc(userCoupons.useExpireDate), asc(userCoupons.idx));
  },

  async ofUserByIdx(couponUserIdx: number, userIdx: number): Promise<UserCouponWithManager | undefined> {
    const [row] = await db
      .select({ coupon: userCoupons, manager: couponManagers })
      .from(userCoupons)
      .innerJoin(couponManagers, eq(couponManagers.idx, userCoupons.couponManagerIdx))
      .where(and(eq(userCoupons.idx, couponUserIdx), eq(userCoupons.userIdx, userIdx)))
      .limit(1);
    return row;
  },

  /** The coupon an order reserved or used, if any. */
  async ofOrder(orderIdx: number): Promise<UserCouponWithManager | undefined> {
    const [row] = await db
      .select({ coupon: userCoupons, manager: couponManagers })
      .from(userCoupons)
      .innerJoin(couponManagers, eq(couponManagers.idx, userCoupons.couponManagerIdx))
      .where(eq(userCoupons.orderIdx, orderIdx))
      .limit(1);
    return row;
  },

  /** Public coupons still downloadable on `today`, with whether this member already has each. */
  async downloadable(today: string, userIdx: number | null): Promise<{ manager: CouponManagerRow; issued: boolean }[]> {
    const rows = await db
      .select({ manager: couponManagers, mine: userCoupons.idx })
      .from(couponManagers)
      .leftJoin(userCoupons, and(eq(userCoupons.couponManagerIdx, couponManagers.idx), eq(userCoupons.userIdx, userIdx ?? 0)))
      .where(
        and(
          eq(couponManagers.type, 'PUBLIC'),
          gte(couponManagers.useExpireDate, today),
          or(isNull(couponManagers.totalCount), lt(couponManagers.issuedCount, couponManagers.totalCount), sql`${userCoupons.idx} is not null`),
        ),
      )
      .orderBy(asc(couponManagers.idx));
    return rows.map((r) => ({ manager: r.manager, issued: r.mine !== null }));
  },

  /**
   * Gives a public coupon to a member once. The count moves with a conditional UPDATE (never past
   * total_count) and the unique (member, kind) index refuses a second copy; both in one
   * transaction, so a refused copy does not use up the count.
   */
  async download(managerIdx: number, userIdx: number, today: string, now: Date): Promise<UserCouponWithManager> {
    const [kind] = await db.select().from(couponManagers).where(eq(couponManagers.idx, managerIdx)).limit(1);
    if (!kind || kind.type !== 'PUBLIC' || kind.useExpireDate < today) throw new CouponDownloadFailure('NOT_FOUND');
    const mine = await db
      .select({ idx: userCoupons.idx })
      .from(userCoupons)
      .where(and(eq(userCoupons.userIdx, userIdx), eq(userCoupons.couponManagerIdx, managerIdx)))
      .limit(1);
    if (mine.length > 0) throw new CouponDownloadFailure('ALREADY_ISSUED');
    try {
      return await db.transaction(async (tx) => {
        const [manager] = await tx
          .update(couponManagers)
          .set({ issuedCount: sql`${couponManagers.issuedCount} + 1` })
          .where(
            and(
              eq(couponManagers.idx, managerIdx),
              eq(couponManagers.type, 'PUBLIC'),
              gte(couponManagers.useExpireDate, today),
              or(isNull(couponManagers.totalCount), lt(couponManagers.issuedCount, couponManagers.totalCount)),
            ),
          )
          .returning();
        // It was public and open a moment ago: the count is what stopped it.
        if (!manager) throw new CouponDownloadFailure('EXHAUSTED');
        const byDays = manager.validDays === null ? manager.useExpireDate : addDays(today, manager.validDays - 1);
        const useExpireDate = byDays < manager.useExpireDate ? byDays : manager.useExpireDate;
        const [coupon] = await tx
          .insert(userCoupons)
          .values({ couponManagerIdx: managerIdx, userIdx, useExpireDate, issuedAt: now, updatedAt: now })
          .returning();
        return { coupon: coupon!, manager };
      });
    } catch (error) {
      // A concurrent download by the same member committed first.
      if (isUniqueViolation(error)) throw new CouponDownloadFailure('ALREADY_ISSUED');
      throw error;
    }
  },

  /**
   * unused -> reserved by `orderIdx`, if it is still unused and unexpired (inside the order's
   * hold transaction). False when another order holds or used it, or it expired.
   */
  async reserve(couponUserIdx: number, userIdx: number, orderIdx: number, today: string, now: Date, tx: Tx = db): Promise<boolean> {
    const rows = await tx
      .update(userCoupons)
      .set({ state: 'reserved', orderIdx, updatedAt: now })
      .where(and(eq(userCoupons.idx, couponUserIdx), eq(userCoupons.userIdx, userIdx), eq(userCoupons.state, 'unused'), gte(userCoupons.useExpireDate, today)))
      .returning({ idx: userCoupons.idx });
    return rows.length === 1;
  },

  /** The order was paid: its reserved coupon is used. */
  async markUsed(orderIdx: number, now: Date, tx: Tx = db): Promise<void> {
    await tx
      .update(userCoupons)
      .set({ state: 'used', usedAt: now, updatedAt: now })
      .where(and(eq(userCoupons.orderIdx, orderIdx), eq(userCoupons.state, 'reserved')));
  },

  /** The order was released or cancelled: its coupon is the member's again (true if one came back). */
  async giveBack(orderIdx: number, now: Date, tx: Tx = db): Promise<boolean> {
    const rows = await tx
      .update(userCoupons)
      .set({ state: 'unused', orderIdx: null, usedAt: null, updatedAt: now })
      .where(and(eq(userCoupons.orderIdx, orderIdx), inArray(userCoupons.state, ['reserved', 'used'])))
      .returning({ idx: userCoupons.idx });
    return rows.length > 0;
  },
});

export type CouponsRepository = ReturnType<typeof couponsRepository>;
