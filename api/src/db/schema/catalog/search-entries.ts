import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocationLevel, SearchKind } from './constants';

/**
 * The keyword search's own table (SPEC §7 search-keyword), derived from the catalogue by the seed:
 * one row per location and per stay with its names in ko/en/ja, the parent text shown under it,
 * and the search keys.
 *
 * Why grams and not pg_trgm: Korean and Japanese queries are mostly one or two characters ('서울',
 * '오사', '東京'), and a trigram index cannot serve a pattern shorter than three characters (the
 * reason pg_bigm exists for Japanese). So every name's 1- and 2-character grams go into `grams`
 * with a GIN index (built-in array_ops, no extension: the same on PostgreSQL and PGlite). A query's
 * grams must all be present (`grams @> ...`), then `strpos(haystack, q)` confirms the substring.
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    idx: integer('idx').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<SearchKind>().notNull(),
    /** Location idx (cities/areas/sub_areas) or productIdx. */
    refIdx: integer('ref_idx').notNull(),
    level: text('level').$type<LocationLevel>(),
    nationCode: text('nation_code').notNull(),
    cityCode: text('city_code').notNull(),
    areaCode: text('area_code').notNull().default(''),
    subAreaCode: text('sub_area_code').notNull().default(''),
    nameKo: text('name_ko').notNull(),
    nameEn: text('name_en').notNull(),
    nameJa: text('name_ja').notNull(),
    subKo: text('sub_ko').notNull().default(''),
    subEn: text('sub_en').notNull().default(''),
    subJa: text('sub_ja').notNull().default(''),
    /** The normalised names (NFKC, lower case) and aliases: exact and prefix matches rank first. */
    namesLc: text('names_lc').array().notNull(),
    /** namesLc joined by newlines: the substring test (a newline before the query tests a prefix). */
    haystack: text('haystack').notNull(),
    grams: text('grams').array().notNull(),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('search_entries_kind_ref_key').on(t.kind, t.refIdx),
    index('search_entries_grams_idx').using('gin', t.grams),
    index('search_entries_kind_popularity_idx').on(t.kind, t.popularity.desc()),
  ],
);

export type SearchEntryRow = typeof searchEntries.$inferSelect;
