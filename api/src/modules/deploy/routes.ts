// /api/deploy: page-load reports from the shell (beacons) and the CLI's status (DEPLOY.md).
// Reports may only halt a failing canary, never promote anything, and are limited per address.
// A beacon cannot send the CSRF header, so who sent it is taken from what the server knows: the
// bucket cookie and the address. A report this visitor's bucket was not served is answered 202 and
// counted nowhere (the same answer for every such case: it tells nothing about the registry). The work:
// use-cases/report-page-load.ts and use-cases/deploy-status.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { BUCKET_COOKIE } from './bucket';
import { REMOTES } from './remotes';
import { ok } from '../../lib/envelope';
import { msg } from '../../lib/fields';
import { deployStatus } from './use-cases/deploy-status';
import { reportPageLoad } from './use-cases/report-page-load';

const ReportBody = v.strictObject({
  remote: v.picklist(REMOTES, msg('INVALID')),
  version: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{14}-[0-9a-z]{7}$/, msg('INVALID'))),
  ok: v.boolean(msg('TYPE')),
  fellBack: v.optional(v.boolean(msg('TYPE')), false),
  phase: v.optional(v.picklist(['load', 'mount'], msg('INVALID')), 'load'),
});

export const REPORTS_PER_MINUTE = 120;

export const deployRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/report',
    {
      schema: { body: ReportBody },
      config: { csrf: false, ...(app.env.rateLimitEnabled ? { limit: 'deploy-reports', rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 } } : {}) },
    },
    async (request, reply) => {
      const body = request.body as v.InferOutput<typeof ReportBody>;
      const sender = {
        bucketCookie: request.cookies[BUCKET_COOKIE],
        ip: request.ip,
        webview: String(request.headers['client-interface'] ?? '').toLowerCase() === 'webview',
      };
      const result = await reportPageLoad(app, { remote: body.remote, version: body.version, ok: body.ok, fellBack: body.fellBack }, sender, request.log);
      if (result.outcome === 'ignored') reply.code(202);
      return ok(result);
    },
  );

  app.get('/status', async (request) => ok(await deployStatus(app, (request.headers.authorization ?? '').replace(/^Bearer\s+/i, ''))));
};
