import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** SPEC §3 Notice {idx, title, content, createdDt, updatedDt, type}. */
export const notices = pgTable(
  'notices',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    /** NOTICE, EVENT, SYSTEM. */
    type: text('type').notNull().default('NOTICE'),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull(),
    contentKo: text('content_ko').notNull(),
    contentEn: text('content_en').notNull(),
    contentJa: text('content_ja').notNull(),
    /** Pinned notices come first. */
    pinned: smallint('pinned').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('notices_created_idx').on(t.createdAt.desc())],
);

/** GET /v2/faqs/types. */
export const faqTypes = pgTable('faq_types', {
  idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
  code: text('code').notNull().unique(),
  nameKo: text('name_ko').notNull(),
  nameEn: text('name_en').notNull(),
  nameJa: text('name_ja').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** SPEC §3 FAQ {faqIdx, faqTypeIdx, title, content, createDate}. */
export const faqs = pgTable(
  'faqs',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    faqTypeIdx: integer('faq_type_idx')
      .notNull()
      .references(() => faqTypes.idx, { onDelete: 'cascade' }),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull(),
    contentKo: text('content_ko').notNull(),
    contentEn: text('content_en').notNull(),
    contentJa: text('content_ja').notNull(),
    sort: smallint('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_type_sort_idx').on(t.faqTypeIdx, t.sort)],
);

/**
 * GET /v1/commoncode/{code} -> commonCodes [{code, name}]: PRODUCT_TYPE, FACILITY, MEAL, BED_TYPE,
 * ROOM_VIEW, NATION, and '105' (inquiry types, SPEC §7 "inquiry type codes use common code 105").
 */
export const commonCodes = pgTable(
  'common_codes',
  {
    groupCode: text('group_code').notNull(),
    code: text('code').notNull(),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.groupCode, t.code] })],
);

export type NoticeRow = typeof notices.$inferSelect;
export type FaqTypeRow = typeof faqTypes.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
export type CommonCodeRow = typeof commonCodes.$inferSelect;
