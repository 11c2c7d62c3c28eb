import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { properties } from '../catalog/properties';

/** GET /v1/theme-products: curated lists of stays on the main page. */
export const themes = pgTable('themes', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  titleKo: text('title_ko').notNull(),
  titleEn: text('title_en').notNull(),
  titleJa: text('title_ja').notNull(),
  subTitleKo: text('sub_title_ko').notNull().default(''),
  subTitleEn: text('sub_title_en').notNull().default(''),
  subTitleJa: text('sub_title_ja').notNull().default(''),
  imgPath: text('img_path').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const themeProducts = pgTable(
  'theme_products',
  {
    themeIdx: integer('theme_idx')
      .notNull()
      .references(() => themes.idx, { onDelete: 'cascade' }),
    propertyIdx: integer('property_idx')
      .notNull()
      .references(() => properties.idx, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.themeIdx, t.propertyIdx] }), index('theme_products_theme_sort_idx').on(t.themeIdx, t.sort)],
);

export type ThemeRow = typeof themes.$inferSelect;
