import { date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/** SPEC §3 Promotion (event): a stay's sale with its sale and stay periods. */
export const events = pgTable(
  'events',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull(),
    subTitleKo: text('sub_title_ko').notNull().default(''),
    subTitleEn: text('sub_title_en').notNull().default(''),
    subTitleJa: text('sub_title_ja').notNull().default(''),
    discountRate: smallint('discount_rate').notNull().default(0),
    discountPrice: integer('discount_price').notNull().default(0),
    saleStartDate: date('sale_start_date', { mode: 'string' }).notNull(),
    saleEndDate: date('sale_end_date', { mode: 'string' }).notNull(),
    stayStartDate: date('stay_start_date', { mode: 'string' }).notNull(),
    stayEndDate: date('stay_end_date', { mode: 'string' }).notNull(),
    imgPath: text('img_path').notNull().default(''),
    eventUrl: text('event_url').notNull().default(''),
  },
  (t) => [index('events_property_idx').on(t.propertyIdx)],
);

export type EventRow = typeof events.$inferSelect;
