import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Page-load reports of remote versions (DEPLOY.md "Automatic halt"), counted per minute: every API
 * process adds to the same rows, so a canary's failure share is the whole site's, not one worker's.
 */
export const deployReports = pgTable(
  'deploy_reports',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    /** Loads that failed at this version and then worked at the fallback. */
    fallbacks: integer('fallbacks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.minute] })],
);

export type DeployReportRow = typeof deployReports.$inferSelect;
