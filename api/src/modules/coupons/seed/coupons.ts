// Seeds coupons (booking README "Coupons"): two public coupons anyone may download once, and for
// every demo account two unused coupons (one AMOUNT, one RATE) and one expired. Dates are relative
// to the seed's today, so the demo always has usable coupons. Idempotent (unique codes / pairs).
import { inArray } from 'drizzle-orm';
import { couponManagers, userCoupons } from '../../../db/schema/coupons';
import { users } from '../../../db/schema/users';
import { addDays, koreanDay } from '../../pricing';
import { DEMO_ACCOUNTS } from '../../auth';
import type { Seeder } from '../../../db/seed/types';

type NewManager = typeof couponManagers.$inferInsert;

/** `expiresIn` days from today (negative: already over). */
const MANAGERS: (Omit<NewManager, 'useExpireDate'> & { expiresIn: number })[] = [
  {
    code: 'WELCOME10000',
    type: 'PUBLIC',
    nameKo: '웰컴 10,000원 쿠폰',
    nameEn: 'Welcome KRW 10,000',
    nameJa: 'ウェルカム10,000ウォンクーポン',
    discountType: 'AMOUNT',
    discount: 10_000,
    minPrice: 50_000,
    validDays: 30,
    expiresIn: 365,
  },
  {
    code: 'PUBLIC5PCT',
    type: 'PUBLIC',
    nameKo: '5% 할인 (최대 20,000원)',
    nameEn: '5% off, up to KRW 20,000',
    nameJa: '5%割引（最大20,000ウォン）',
    discountType: 'RATE',
    discount: 5,
    maxDiscount: 20_000,
    minPrice: 0,
    validDays: 30,
    totalCount: 1000,
    expiresIn: 180,
  },
  {
    code: 'MEMBER5000',
    type: 'ISSUED',
    nameKo: '회원 감사 5,000원 쿠폰',
    nameEn: 'Thank-you coupon KRW 5,000',
    nameJa: '会員感謝5,000ウォンクーポン',
    discountType: 'AMOUNT',
    discount: 5_000,
    minPrice: 30_000,
    expiresIn: 90,
  },
  {
    code: 'MEMBER10PCT',
    type: 'ISSUED',
    nameKo: '회원 전용 10% 할인 (최대 30,000원)',
    nameEn: 'Members 10% off, up to KRW 30,000',
    nameJa: '会員限定10%割引（最大30,000ウォン）',
    discountType: 'RATE',
    discount: 10,
    maxDiscount: 30_000,
    minPrice: 50_000,
    // Own inventory only: shows NOT_APPLICABLE on external-channel stays.
    availableExternal: false,
    expiresIn: 60,
  },
  {
    code: 'SPRING3000',
    type: 'ISSUED',
    nameKo: '봄맞이 3,000원 쿠폰',
    nameEn: 'Spring KRW 3,000 coupon',
    nameJa: '春の3,000ウォンクーポン',
    discountType: 'AMOUNT',
    discount: 3_000,
    minPrice: 0,
    expiresIn: -10,
  },
];

/** What every demo account holds. */
const GIVEN = ['MEMBER5000', 'MEMBER10PCT', 'SPRING3000'];

export const couponsSeeder: Seeder = {
  name: 'coupons',

  async isSeeded({ orm }) {
    const rows = await orm.select({ code: couponManagers.code }).from(couponManagers).where(inArray(couponManagers.code, MANAGERS.map((m) => m.code)));
    return rows.length === MANAGERS.length;
  },

  async run({ orm, today }) {
    const day = koreanDay(today);
    await orm.transaction(async (tx) => {
      await tx
        .insert(couponManagers)
        .values(MANAGERS.map(({ expiresIn, ...m }) => ({ ...m, useExpireDate: addDays(day, expiresIn), createdAt: today })))
        .onConflictDoNothing({ target: couponManagers.code });
      const managers = await tx.select().from(couponManagers).where(inArray(couponManagers.code, GIVEN));
      const members = await tx.select({ idx: users.idx }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
      const rows = members.flatMap((member) =>
        managers.map((m) => ({
          couponManagerIdx: m.idx,
          userIdx: member.idx,
          state: m.useExpireDate < day ? ('expired' as const) : ('unused' as const),
          useExpireDate: m.useExpireDate,
          issuedAt: today,
          updatedAt: today,
        })),
      );
      if (rows.length > 0) await tx.insert(userCoupons).values(rows).onConflictDoNothing();
    });
  },
};
