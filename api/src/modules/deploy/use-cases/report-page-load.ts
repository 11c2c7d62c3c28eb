// A page-load report from the shell (a beacon): counted for its visitor when that visitor's bucket is
// served the version it names, and the canary halted when its failing visitors pass the threshold
// (reports.ts). Reports may only halt, never promote anything.
import crypto from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isVisitorId } from '../bucket';
import { networkKey } from '../health';
import { recordReport, type Report } from '../reports';
import { reposOf } from '../stores';

export interface ReportRequest {
  /** The bucket cookie as sent (anything; only a visitor id counts). */
  bucketCookie: string | undefined;
  ip: string;
  webview: boolean;
}

export async function reportPageLoad(app: FastifyInstance, report: Report, req: ReportRequest, log: FastifyBaseLogger) {
  // Keyed with the store's key, so a stored network is no address anyone can look up.
  const key = await app.deployStore.key();
  const network = networkKey(req.ip, (s) => crypto.createHmac('sha256', key).update(s).digest('hex'));
  const visitor = isVisitorId(req.bucketCookie) ? req.bucketCookie : undefined;
  const outcome = await recordReport({ store: app.deployStore, reports: reposOf(app.database.orm).deployReports }, report, { visitor, network, webview: req.webview }, app.clock());
  if (outcome === 'halted') log.warn({ remote: report.remote, version: report.version }, 'canary halted by page-load reports');
  return { outcome };
}
