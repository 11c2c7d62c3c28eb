import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Page-load reports of remote versions (DEPLOY.md "Automatic halt"), one row per visitor (bucket
 * cookie) and version: thresholds count visitors, not beacons, so one browser sending a thousand
 * reports weighs as one. Every API process adds to the same rows, so a canary's failure share is the
 * whole site's. Only reports for the version the visitor's bucket was served are kept; rows are
 * pruned after a retention period (deploy-reports-prune job).
 */
export const deployVisitorReports = pgTable(
  'deploy_visitor_reports',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** The visitor's bucket cookie (a random id, nothing personal). */
    visitor: text('visitor').notNull(),
    /** A keyed hash of the sender's address (IPv6: its /64): one network adds few successful visitors. */
    network: text('network').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** The visitor's latest failed load of this version (null: none). */
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    loads: integer('loads').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    /** Loads that failed at this version and then worked at the fallback. */
    fallbacks: integer('fallbacks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.remote, t.version, t.visitor] }), index('deploy_visitor_reports_last_at_idx').on(t.lastAt)],
);

export type DeployVisitorReportRow = typeof deployVisitorReports.$inferSelect;
