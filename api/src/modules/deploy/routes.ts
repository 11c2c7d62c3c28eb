// /api/deploy: page-load reports from the shell (beacons) and the CLI's status (DEPLOY.md).
// Reports may only halt a failing canary, never promote anything, and are limited per address.
// A beacon cannot send the CSRF header; a forged report can at worst pause a canary.
import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { statusToken } from './override';
import { recordReport } from './reports';
import { REMOTES } from './remotes';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { msg } from '../../lib/fields';
import { reposOf } from './stores';

const ReportBody = v.strictObject({
  remote: v.picklist(REMOTES, msg('INVALID')),
  version: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{14}-[0-9a-z]{7}$/, msg('INVALID'))),
  ok: v.boolean(msg('TYPE')),
  fellBack: v.optional(v.boolean(msg('TYPE')), false),
  phase: v.optional(v.picklist(['load', 'mount'], msg('INVALID')), 'load'),
});

export const REPORTS_PER_MINUTE = 120;

export const deployRoutes: FastifyPluginAsync = async (app) => {
  const deps = () => ({ store: app.deployStore, reports: reposOf(app.database.orm).deployReports });

  app.post(
    '/report',
    {
      schema: { body: ReportBody },
      config: { csrf: false, ...(app.env.rateLimitEnabled ? { rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } } : {}) },
    },
    async (request) => {
      const body = request.body as v.InferOutput<typeof ReportBody>;
      const outcome = await recordReport(deps(), { remote: body.remote, version: body.version, ok: body.ok, fellBack: body.fellBack }, app.clock());
      if (outcome === 'halted') request.log.warn({ remote: body.remote, version: body.version }, 'canary halted by page-load reports');
      return ok({ outcome });
    },
  );

  app.get('/status', async (request) => {
    const expected = statusToken(await app.deployStore.key());
    const sent = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (sent.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sent), Buffer.from(expected))) throw new AppError('UNAUTHORIZED');
    const [registry, totals] = await Promise.all([app.deployStore.readRegistry(), reposOf(app.database.orm).deployReports.totals()]);
    return ok({ registry, reports: totals });
  });

};
