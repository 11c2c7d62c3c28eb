import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponManagerType, DiscountType } from './constants';

/**
 * A kind of coupon (SPEC §3 Coupon: couponManagerIdx, couponManagerType, discount, minPrice,
 * totCnt, useExpireDate). `issuedCount` moves with a conditional UPDATE (`issued_count <
 * total_count`), so a limited coupon is never given out more than `totalCount` times.
 */
export const couponManagers = pgTable(
  'coupon_managers',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key (seed idempotency, operators): e.g. WELCOME10000. */
    code: text('code').notNull(),
    type: text('type').$type<CouponManagerType>().notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Won for AMOUNT, percent for RATE. */
    discount: integer('discount').notNull(),
    /** RATE only: the most it takes off (won); null = no cap. */
    maxDiscount: integer('max_discount'),
    /** The sale amount a stay must reach (won). */
    minPrice: integer('min_price').notNull().default(0),
    /** Last day (Korean date) it may be downloaded and used. */
    useExpireDate: date('use_expire_date', { mode: 'string' }).notNull(),
    /** Days a downloaded coupon stays usable (never past useExpireDate); null = until useExpireDate. */
    validDays: integer('valid_days'),
    /** How many may be given out; null = unlimited. */
    totalCount: integer('total_count'),
    issuedCount: integer('issued_count').notNull().default(0),
    /** SPEC §3 availableExpedia: usable on stays of external channels too. */
    availableExternal: boolean('available_external').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_managers_code_key').on(t.code),
    check(
      'coupon_managers_discount_check',
      sql`${t.discount} > 0 and ${t.minPrice} >= 0 and (${t.discountType} <> 'RATE' or ${t.discount} <= 100) and (${t.maxDiscount} is null or ${t.maxDiscount} > 0)`,
    ),
    check('coupon_managers_count_check', sql`${t.issuedCount} >= 0 and (${t.totalCount} is null or ${t.issuedCount} <= ${t.totalCount})`),
  ],
);

export type CouponManagerRow = typeof couponManagers.$inferSelect;
