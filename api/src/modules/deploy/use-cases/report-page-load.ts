// A page-load report from the shell (a beacon): counted, and the canary it names halted when its
// failures pass the threshold (reports.ts). Reports may only halt, never promote anything.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { recordReport, type Report } from '../reports';
import { reposOf } from '../stores';

export async function reportPageLoad(app: FastifyInstance, report: Report, log: FastifyBaseLogger) {
  const outcome = await recordReport({ store: app.deployStore, reports: reposOf(app.database.orm).deployReports }, report, app.clock());
  if (outcome === 'halted') log.warn({ remote: report.remote, version: report.version }, 'canary halted by page-load reports');
  return { outcome };
}
