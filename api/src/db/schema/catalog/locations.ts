import { boolean, doublePrecision, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

// Nations -> cities -> areas -> sub-areas (SPEC §3 Search condition: nationCode, cityCode, area,
// subArea). Cities, areas and sub-areas share ONE numbering (assigned by the seed), so a keyword
// result's `idx` names exactly one location whatever its level.

export const nations = pgTable('nations', {
  idx: integer('idx').primaryKey(),
  /** SPEC §9 nation codes: KR JP VN GU TH. */
  code: text('code').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  sort: smallint('sort').notNull().default(0),
  imgPath: text('img_path').notNull().default(''),
});

export const cities = pgTable(
  'cities',
  {
    idx: integer('idx').primaryKey(),
    /** IATA metropolitan or airport code where one exists (SEL, TYO, OSA ...). */
    code: text('code').notNull(),
    nationCode: text('nation_code')
      .notNull()
      .references(() => nations.code),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    /** Other spellings a traveller types (kana readings, old romanisations); searched, never shown. */
    aliases: text('aliases').array().notNull().default([]),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    imgPath: text('img_path').notNull().default(''),
    popularity: integer('popularity').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('cities_code_key').on(t.code), index('cities_nation_idx').on(t.nationCode)],
);

export const areas = pgTable(
  'areas',
  {
    idx: integer('idx').primaryKey(),
    code: text('code').notNull(),
    cityIdx: integer('city_idx')
      .notNull()
      .references(() => cities.idx),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    imgPath: text('img_path').notNull().default(''),
    /** Shown in the keyword modal's popular-destination grid (SPEC §2). */
    featured: boolean('featured').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('areas_code_key').on(t.code), index('areas_city_idx').on(t.cityIdx)],
);

export const subAreas = pgTable(
  'sub_areas',
  {
    idx: integer('idx').primaryKey(),
    code: text('code').notNull(),
    areaIdx: integer('area_idx')
      .notNull()
      .references(() => areas.idx),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    imgPath: text('img_path').notNull().default(''),
    popularity: integer('popularity').notNull().default(0),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sub_areas_code_key').on(t.code), index('sub_areas_area_idx').on(t.areaIdx)],
);

export type NationRow = typeof nations.$inferSelect;
export type CityRow = typeof cities.$inferSelect;
export type AreaRow = typeof areas.$inferSelect;
export type SubAreaRow = typeof subAreas.$inferSelect;
