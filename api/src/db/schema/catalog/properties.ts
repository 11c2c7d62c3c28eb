import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChannelCode } from '@stay/shared/constants/channels';
import type { PropertyType } from './constants';
import { areas, cities, nations, subAreas } from './locations';

/**
 * A stay (SPEC §3 Accommodation and Accommodation detail). The review figures are kept here, as
 * the list pages show them for thousands of stays at once; the seed derives them from `reviews`.
 */
export const properties = pgTable(
  'properties',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    type: text('type').$type<PropertyType>().notNull(),
    /** 0 (unrated) to 5. */
    star: smallint('star').notNull().default(0),
    phone: text('phone').notNull().default(''),
    addressKo: text('address_ko').notNull(),
    addressEn: text('address_en').notNull(),
    addressJa: text('address_ja').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    nationCode: text('nation_code')
      .notNull()
      .references(() => nations.code),
    cityIdx: integer('city_idx')
      .notNull()
      .references(() => cities.idx),
    areaIdx: integer('area_idx')
      .notNull()
      .references(() => areas.idx),
    subAreaIdx: integer('sub_area_idx').references(() => subAreas.idx),
    /** Review score 0-100 in tenths (shown 0-10 with one decimal); 0 with no reviews. */
    reviewScore: smallint('review_score').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** SPEC §3 Review counts starOne..starFive. */
    starOne: integer('star_one').notNull().default(0),
    starTwo: integer('star_two').notNull().default(0),
    starThree: integer('star_three').notNull().default(0),
    starFour: integer('star_four').notNull().default(0),
    starFive: integer('star_five').notNull().default(0),
    /** Recommended order of the results page (higher first). */
    popularity: integer('popularity').notNull().default(0),
    /** SPEC §3 channel table; null = our own inventory. */
    channelCode: text('channel_code').$type<ChannelCode>(),
    externalId: text('external_id'),
    checkInTime: text('check_in_time').notNull().default('15:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    chain: text('chain').notNull().default(''),
    brand: text('brand').notNull().default(''),
    descriptionKo: text('description_ko').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionJa: text('description_ja').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_city_popularity_idx').on(t.cityIdx, t.popularity.desc()),
    index('properties_area_idx').on(t.areaIdx),
    index('properties_sub_area_idx').on(t.subAreaIdx),
    index('properties_nation_popularity_idx').on(t.nationCode, t.popularity.desc()),
    check('properties_star_check', sql`${t.star} between 0 and 5`),
    check('properties_review_score_check', sql`${t.reviewScore} between 0 and 100`),
  ],
);

/** SPEC §3 Image {idx, productIdx, sort, imgLink}; at most 100 per stay (SPEC §9). */
export const propertyImages = pgTable(
  'property_images',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull(),
    /** A site path (/media/...) or an absolute URL. */
    path: text('path').notNull(),
  },
  (t) => [uniqueIndex('property_images_property_sort_key').on(t.propertyIdx, t.sort)],
);

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyImageRow = typeof propertyImages.$inferSelect;
