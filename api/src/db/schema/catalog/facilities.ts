import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { FacilityCategory } from './constants';
import { properties } from './properties';

/** SPEC §3 Facility {facName, facImg, category}; codes are what the results filter sends. */
export const facilities = pgTable('facilities', {
  idx: integer('idx').primaryKey(),
  code: text('code').notNull().unique(),
  category: text('category').$type<FacilityCategory>().notNull(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  iconPath: text('icon_path').notNull().default(''),
  sort: smallint('sort').notNull().default(0),
});

export const propertyFacilities = pgTable(
  'property_facilities',
  {
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    facilityIdx: integer('facility_idx')
      .notNull()
      .references(() => facilities.idx),
  },
  (t) => [primaryKey({ columns: [t.propertyIdx, t.facilityIdx] }), index('property_facilities_facility_idx').on(t.facilityIdx)],
);

export type FacilityRow = typeof facilities.$inferSelect;
