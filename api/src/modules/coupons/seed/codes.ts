// Seeds coupon codes (api/src/coupon-codes README, README "Demo"): two packs (one open, one over),
// Awesome Tech's company code and a live broadcast's code, with the coupon kinds they give. Dates
// are relative to the seed's today. Idempotent (unique codes).
import { eq, inArray } from 'drizzle-orm';
import { companyCodes } from '../../../db/schema/corporate';
import { couponCodes, couponManagers } from '../../../db/schema/coupons';
import { addDays, koreanDay } from '../../pricing';
import type { Seeder } from '../../../db/seed/types';

const DAY_MS = 86_400_000;

const KINDS: (Omit<typeof couponManagers.$inferInsert, 'useExpireDate'> & { expiresIn: number })[] = [
  { code: 'PACK_WELCOME15000', type: 'ISSUED', nameKo: '웰컴 팩 15,000원 쿠폰', nameEn: 'Welcome pack KRW 15,000', nameJa: 'ウェルカムパック15,000ウォンクーポン', discountType: 'AMOUNT', discount: 15_000, minPrice: 100_000, validDays: 30, expiresIn: 365 },
  { code: 'PACK_WELCOME7PCT', type: 'ISSUED', nameKo: '웰컴 팩 7% 할인 (최대 20,000원)', nameEn: 'Welcome pack 7% off, up to KRW 20,000', nameJa: 'ウェルカムパック7%割引（最大20,000ウォン）', discountType: 'RATE', discount: 7, maxDiscount: 20_000, minPrice: 0, validDays: 30, expiresIn: 365 },
  { code: 'CORP_ATECH10PCT', type: 'ISSUED', nameKo: '어썸테크 임직원 10% 할인 (최대 50,000원)', nameEn: 'Awesome Tech staff 10% off, up to KRW 50,000', nameJa: 'オーサムテック社員10%割引（最大50,000ウォン）', discountType: 'RATE', discount: 10, maxDiscount: 50_000, minPrice: 0, expiresIn: 180 },
  { code: 'LIVE_20000', type: 'ISSUED', nameKo: '라이브 특가 20,000원 쿠폰', nameEn: 'Live special KRW 20,000', nameJa: 'ライブ特価20,000ウォンクーポン', discountType: 'AMOUNT', discount: 20_000, minPrice: 150_000, validDays: 7, expiresIn: 60 },
];

export const DEMO_COUPON_CODES = { pack: 'WELCOME-PACK', packOver: 'SPRING-PACK', corporation: 'ATECHSTAY', live: '7001' } as const;

export const couponCodesSeeder: Seeder = {
  name: 'coupon-codes',

  async isSeeded({ orm }) {
    const rows = await orm.select({ idx: couponCodes.idx }).from(couponCodes).where(inArray(couponCodes.code, Object.values(DEMO_COUPON_CODES)));
    return rows.length === Object.values(DEMO_COUPON_CODES).length;
  },

  async run({ orm, today }) {
    const day = koreanDay(today);
    const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
    await orm.transaction(async (tx) => {
      await tx
        .insert(couponManagers)
        .values(KINDS.map(({ expiresIn, ...m }) => ({ ...m, useExpireDate: addDays(day, expiresIn), createdAt: today })))
        .onConflictDoNothing({ target: couponManagers.code });
      const [atech] = await tx.select({ companyIdx: companyCodes.companyIdx }).from(companyCodes).where(eq(companyCodes.code, 'AWESOMETECH')).limit(1);
      const codes: (typeof couponCodes.$inferInsert)[] = [
        { kind: 'PACK', code: DEMO_COUPON_CODES.pack, managerCodes: ['PACK_WELCOME15000', 'PACK_WELCOME7PCT'], startsAt: at(-30), endsAt: at(365) },
        { kind: 'PACK', code: DEMO_COUPON_CODES.packOver, managerCodes: ['PACK_WELCOME15000'], startsAt: at(-60), endsAt: at(-1) },
        { kind: 'LIVE', code: DEMO_COUPON_CODES.live, managerCodes: ['LIVE_20000'], startsAt: at(-1), endsAt: at(60), maxRedemptions: 500 },
      ];
      if (atech) codes.push({ kind: 'CORPORATION', code: DEMO_COUPON_CODES.corporation, managerCodes: ['CORP_ATECH10PCT'], companyIdx: atech.companyIdx, startsAt: at(-30), endsAt: at(180) });
      await tx.insert(couponCodes).values(codes.map((c) => ({ ...c, createdAt: today }))).onConflictDoNothing();
    });
  },
};
