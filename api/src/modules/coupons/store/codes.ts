// Coupon codes a member registers (CODES.md in the module): the codes a typed text matches, which
// of them this member registered, and the registration itself: one transaction that counts the
// code (conditional UPDATE, never past max_redemptions), records the member once (unique pair) and
// gives each coupon kind the member does not hold yet.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { benefitUsers } from '../../../db/schema/corporate';
import { couponCodeRedemptions, couponCodes, couponManagers, userCoupons, type CouponCodeKind, type CouponCodeRow } from '../../../db/schema/coupons';
import { couponLastDay } from '../rules/codes';
import { isUniqueViolation } from '../../../db/errors';
import type { UserCouponWithManager } from './coupons';

export type RegisterFailure = 'CODE_USED' | 'CODE_EXHAUSTED' | 'ALREADY_HELD';

/** Thrown inside the registration transaction to roll it back. */
export class CodeRegisterFailure extends Error {
  constructor(readonly reason: RegisterFailure) {
    super(reason);
  }
}

export const couponCodesRepository = (db: Db) => ({
  /**
   * The codes of these kinds whose text, hyphens aside, is `compact` (rules/codes.ts compactCode):
   * at most one per kind unless two packs differ only by hyphens. The table is small (the codes
   * our staff issue), so comparing without hyphens needs no index of its own.
   */
  async findMatching(compact: string, kinds: readonly CouponCodeKind[]): Promise<CouponCodeRow[]> {
    if (!compact || kinds.length === 0) return [];
    return db
      .select()
      .from(couponCodes)
      .where(and(inArray(couponCodes.kind, [...kinds]), sql`replace(${couponCodes.code}, '-', '') = ${compact}`))
      .limit(10);
  },

  /** Which of these codes this member registered before. */
  async registeredAmong(codeIdxs: readonly number[], userIdx: number): Promise<Set<number>> {
    if (codeIdxs.length === 0) return new Set();
    const rows = await db
      .select({ codeIdx: couponCodeRedemptions.codeIdx })
      .from(couponCodeRedemptions)
      .where(and(inArray(couponCodeRedemptions.codeIdx, [...codeIdxs]), eq(couponCodeRedemptions.userIdx, userIdx)));
    return new Set(rows.map((r) => r.codeIdx));
  },

  async companyOf(userIdx: number): Promise<number | null> {
    const [row] = await db.select({ companyIdx: benefitUsers.companyIdx }).from(benefitUsers).where(eq(benefitUsers.userIdx, userIdx)).limit(1);
    return row?.companyIdx ?? null;
  },

  /** Registers the code for the member and returns the coupons it gave (none given: ALREADY_HELD, nothing changes). */
  async register(code: CouponCodeRow, userIdx: number, today: string, now: Date): Promise<UserCouponWithManager[]> {
    try {
      return await db.transaction(async (tx) => {
        const counted = await tx
          .update(couponCodes)
          .set({ redeemedCount: sql`${couponCodes.redeemedCount} + 1` })
          .where(and(eq(couponCodes.idx, code.idx), or(isNull(couponCodes.maxRedemptions), lt(couponCodes.redeemedCount, couponCodes.maxRedemptions))))
          .returning({ idx: couponCodes.idx });
        if (counted.length === 0) throw new CodeRegisterFailure('CODE_EXHAUSTED');
        await tx.insert(couponCodeRedemptions).values({ codeIdx: code.idx, userIdx, createdAt: now });
        const kinds = code.managerCodes.length ? await tx.select().from(couponManagers).where(inArray(couponManagers.code, code.managerCodes)) : [];
        const given: UserCouponWithManager[] = [];
        for (const kind of kinds) {
          if (kind.useExpireDate < today) continue;
          const [issued] = await tx
            .update(couponManagers)
            .set({ issuedCount: sql`${couponManagers.issuedCount} + 1` })
            .where(and(eq(couponManagers.idx, kind.idx), or(isNull(couponManagers.totalCount), lt(couponManagers.issuedCount, couponManagers.totalCount))))
            .returning();
          if (!issued) continue;
          const [coupon] = await tx
            .insert(userCoupons)
            .values({ couponManagerIdx: kind.idx, userIdx, useExpireDate: couponLastDay(today, kind.useExpireDate, kind.validDays), issuedAt: now, updatedAt: now })
            .onConflictDoNothing()
            .returning();
          if (coupon) given.push({ coupon, manager: issued });
          else await tx.update(couponManagers).set({ issuedCount: sql`${couponManagers.issuedCount} - 1` }).where(eq(couponManagers.idx, kind.idx));
        }
        if (given.length === 0) throw new CodeRegisterFailure('ALREADY_HELD');
        return given;
      });
    } catch (error) {
      // The same member registering the same code twice at once: the second is refused by the pair.
      if (isUniqueViolation(error)) throw new CodeRegisterFailure('CODE_USED');
      throw error;
    }
  },
});

export type CouponCodesRepository = ReturnType<typeof couponCodesRepository>;
