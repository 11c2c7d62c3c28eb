import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../corporate/companies';
import { users } from '../users/users';
import type { CouponCodeKind } from './constants';

/**
 * A code a member types on /mypage/coupon (one box, POST /v1/coupons/code {code}; SPEC §7 POST
 * /v1/coupons/pack {couponPackCode}, /corporation {code}, /live {gripIdx}) that gives one or more
 * coupon kinds. Rules: modules/coupons (CODES.md there). A typed code is matched without hyphens,
 * so two codes of one kind should not differ by hyphens alone. `code` is stored normalised (upper case, no spaces); a
 * LIVE code is the live broadcast's number. `redeemedCount` moves with a conditional UPDATE.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<CouponCodeKind>().notNull(),
    code: text('code').notNull(),
    /** The coupon kinds (coupon_managers.code) the code gives. */
    managerCodes: text('manager_codes').array().notNull(),
    /** CORPORATION: only members of this company may register it. */
    companyIdx: integer('company_idx').references(() => companies.idx),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** How many members may register it; null = unlimited. */
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_kind_code_key').on(t.kind, t.code),
    check('coupon_codes_kind_check', sql`${t.kind} in ('PACK', 'CORPORATION', 'LIVE')`),
    check('coupon_codes_count_check', sql`${t.redeemedCount} >= 0 and (${t.maxRedemptions} is null or ${t.redeemedCount} <= ${t.maxRedemptions})`),
  ],
);

/** One member registered one code: at most once (unique pair). */
export const couponCodeRedemptions = pgTable(
  'coupon_code_redemptions',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    codeIdx: integer('code_idx')
      .notNull()
      .references(() => couponCodes.idx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.idx, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_code_redemptions_code_user_key').on(t.codeIdx, t.userIdx)],
);

export type CouponCodeRow = typeof couponCodes.$inferSelect;
