// Liveness and readiness, at the site's origin beside the API (a load balancer probes them).
//   GET /healthz  alive: answers while the process runs, touches nothing (cheap, every few seconds).
//   GET /readyz   ready: the database answers `select 1`, every shipped migration is applied and the
//                 jobs runner has started; 503 names the failing check. Draining: 503 at once.
// No error text leaves: a check is only 'ok', 'failed', 'timeout', 'pending' or 'not started'.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { lastAppliedMigration, shippedMigrations } from '../db/migration-state';
import { ping } from '../db/ping';
import { ok } from '../lib/envelope';
import { pendingMigrations, readiness, timedCheck, type CheckResult } from '../lib/readiness';

/** How long one check may take before it counts as failing: a probe must answer quickly. */
export const READY_CHECK_TIMEOUT_MS = 1000;

export interface Health {
  /** True once the process has begun to shut down. */
  readonly draining: boolean;
  /** From now on /readyz answers 503 draining (server.ts, on SIGTERM / SIGINT). */
  drain(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    health: Health;
  }
}

export const healthPlugin = fp(async (app) => {
  let draining = false;
  app.decorate('health', {
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
  } satisfies Health);
  // A keep-alive connection would outlive its last answer and hold the close open (until the
  // keep-alive timeout, past the grace): once draining, every answer closes its connection.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
});

/** The two routes; registered in the routes' scope (csrf hands out its cookie on any GET there). */
export function healthRoutes(api: FastifyInstance): void {
  api.get('/healthz', async () => ok({ status: 'ok' }));

  api.get('/readyz', async (_request, reply) => {
    if (api.health.draining) return answer(reply, readiness(true));
    const db = api.database.orm;
    const [database, migrations] = await Promise.all([
      timedCheck(async () => (await ping(db), 'ok'), READY_CHECK_TIMEOUT_MS),
      timedCheck(async () => (pendingMigrations(shippedMigrations(), await lastAppliedMigration(db)).length === 0 ? 'ok' : 'pending'), READY_CHECK_TIMEOUT_MS),
    ]);
    const jobs: CheckResult = api.jobs.started() ? 'ok' : 'not started';
    // Migrations cannot be read from a database that does not answer: say so rather than 'failed'.
    const checks = { database, migrations: database === 'ok' ? migrations : 'unknown', jobs } as const;
    // Checked again at the end: a drain that began meanwhile wins.
    return answer(reply, readiness(api.health.draining, checks));
  });
}

function answer(reply: import('fastify').FastifyReply, result: ReturnType<typeof readiness>) {
  if (result.statusCode === 200) return ok(result.data);
  return reply.code(503).send({ result: 'FAIL', data: { code: 'SERVICE_UNAVAILABLE', message: result.data.status, ...result.data } });
}
