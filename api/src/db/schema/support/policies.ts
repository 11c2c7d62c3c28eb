import { date, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * /policy/terms, /policy/privacy, /policy/ir: every version of each document with the
 * day it takes effect. The current one is the latest whose day has come; earlier ones stay readable.
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    idx: integer('idx').primaryKey().generatedAlwaysAsIdentity(),
    /** terms, privacy, ir. */
    kind: text('kind').$type<'terms' | 'privacy' | 'ir'>().notNull(),
    /** e.g. 'v2.0'. */
    version: text('version').notNull(),
    /** Korean calendar day the version takes effect. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    titleKo: text('title_ko').notNull(),
    titleEn: text('title_en').notNull(),
    titleJa: text('title_ja').notNull(),
    bodyKo: text('body_ko').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyJa: text('body_ja').notNull(),
  },
  (t) => [uniqueIndex('policy_versions_kind_version_key').on(t.kind, t.version)],
);

export type PolicyVersionRow = typeof policyVersions.$inferSelect;
