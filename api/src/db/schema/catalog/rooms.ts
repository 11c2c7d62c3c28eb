import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import type { BedType, MealType, RoomView } from './constants';
import { properties } from './properties';

/** SPEC §3 Room / rate plan product, the room half (roomName, bedTypeName, roomSize, roomView, basicNum, maxNum). */
export const rooms = pgTable(
  'rooms',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    /** STANDARD, DELUXE, SUITE, FAMILY, VILLA, DORMITORY, JAPANESE, ONDOL ... */
    roomType: text('room_type').notNull(),
    bedType: text('bed_type').$type<BedType>().notNull(),
    sizeM2: smallint('size_m2').notNull(),
    view: text('view').$type<RoomView>().notNull().default('NONE'),
    /** Guests included in the price (SPEC basicNum). */
    basicOccupancy: smallint('basic_occupancy').notNull(),
    /** Most guests the room takes (SPEC maxNum); infants (0-1) are not counted. */
    maxOccupancy: smallint('max_occupancy').notNull(),
    imgPath: text('img_path').notNull().default(''),
    sort: smallint('sort').notNull().default(0),
    externalRoomId: text('external_room_id'),
  },
  (t) => [
    index('rooms_property_idx').on(t.propertyIdx),
    check('rooms_occupancy_check', sql`${t.basicOccupancy} >= 1 and ${t.maxOccupancy} >= ${t.basicOccupancy}`),
  ],
);

/**
 * What is sold: a room with a meal plan and a cancellation rule. Prices and stock per night live
 * in `daily_rates`; the price engine (the pricing module) turns them into the amounts of SPEC §3.
 */
export const ratePlans = pgTable(
  'rate_plans',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    roomIdx: integer('room_idx')
      .notNull()
      .references(() => rooms.idx, { onDelete: 'cascade' }),
    /** Copied from the room's stay, so a stay's or a city's plans are read without joins. */
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    cityIdx: integer('city_idx').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    meal: text('meal').$type<MealType>().notNull().default('ROOM_ONLY'),
    /** Free cancellation until this many days before check-in; null = non-refundable (SPEC §4 Cancellation text). */
    cancelFreeDays: smallint('cancel_free_days'),
    /** Awesome-member discount, percent of the normal total. */
    awesomeDiscountPct: smallint('awesome_discount_pct').notNull().default(0),
    cashbackPct: smallint('cashback_pct').notNull().default(0),
    /** Per night per extra guest above the room's basic occupancy (pricing/README.md). */
    extraAdultFee: integer('extra_adult_fee').notNull().default(0),
    extraChildFee: integer('extra_child_fee').notNull().default(0),
    /** The rack rate daily prices are derived from (SPEC basicPrice). */
    basePrice: integer('base_price').notNull(),
    /** Rooms released to this plan on a normal night. */
    maxStock: smallint('max_stock').notNull().default(5),
    sort: smallint('sort').notNull().default(0),
    externalRateplanId: text('external_rateplan_id'),
  },
  (t) => [
    index('rate_plans_property_idx').on(t.propertyIdx),
    index('rate_plans_city_idx').on(t.cityIdx),
    check('rate_plans_pct_check', sql`${t.awesomeDiscountPct} between 0 and 90 and ${t.cashbackPct} between 0 and 90`),
    check('rate_plans_fee_check', sql`${t.extraAdultFee} >= 0 and ${t.extraChildFee} >= 0 and ${t.basePrice} >= 0`),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;
