// The job that deletes page-load reports past their retention (health.ts REPORT_RETENTION_MS; the
// jobs registry runs this every hour).
import type { FastifyInstance } from 'fastify';
import { pruneReports } from '../reports';
import { reposOf } from '../stores';

/** How often the jobs registry prunes old page-load reports. */
export const PRUNE_REPORTS_INTERVAL_SECONDS = 3600;

export const pruneDeployReports = (app: FastifyInstance) => pruneReports(reposOf(app.database.orm).deployReports, app.clock());
