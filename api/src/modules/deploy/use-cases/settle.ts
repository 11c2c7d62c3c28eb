// The job that turns a remote version which has served without failures long enough into its
// last good version (reports.ts decides; the jobs registry runs this every minute).
import type { FastifyInstance } from 'fastify';
import { settleLastGood } from '../reports';
import { reposOf } from '../stores';

/** How often the jobs registry settles remotes' last good versions. */
export const SETTLE_INTERVAL_SECONDS = 60;

export const settleDeploys = (app: FastifyInstance) => settleLastGood({ store: app.deployStore, reports: reposOf(app.database.orm).deployReports }, app.clock());
