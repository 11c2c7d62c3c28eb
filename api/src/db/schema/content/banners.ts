import { boolean, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** GET /v1/mains -> mainBanners {idx, title, subTitle, imgUrl, linkUrl}. */
export const mainBanners = pgTable('main_banners', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  titleKo: text('title_ko').notNull(),
  titleEn: text('title_en').notNull(),
  titleJa: text('title_ja').notNull(),
  subTitleKo: text('sub_title_ko').notNull().default(''),
  subTitleEn: text('sub_title_en').notNull().default(''),
  subTitleJa: text('sub_title_ja').notNull().default(''),
  imgPath: text('img_path').notNull(),
  /** A site path (/search?..., /products/12) or an absolute URL. */
  linkUrl: text('link_url').notNull().default(''),
  active: boolean('active').notNull().default(true),
  sort: smallint('sort').notNull().default(0),
});

/** GET /v1/mains/place-list: the main page's popular places (SPEC §3 Place list). */
export const places = pgTable('places', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  nationCode: text('nation_code').notNull(),
  cityCode: text('city_code').notNull(),
  imgPath: text('img_path').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export type MainBannerRow = typeof mainBanners.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
