// Starts the server and closes it gracefully; everything else lives in app.ts (STYLE).
// Order: env -> database -> migrations -> seed (when empty) -> app -> static site -> listen -> jobs.
// API_WORKERS > 1 (PostgreSQL only): the primary migrates and seeds once, then forks that many
// workers sharing the port (node:cluster), restarts one that dies, and relays the workers'
// cache messages (lib/cluster-bus.ts).
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { resolveAuthSecret } from './config/auth-secret';
import { demoNotice, heldChannels, productionProblems } from './config/modes';
import { databaseOptions, loadEnv, repoRoot, type Env } from './config/env';
import { openDatabase, runMigrations } from './db';
import { runSeeders } from './seeds';
import { relayBetweenWorkers } from './lib/cluster-bus';
import { startJobs, type RunningJobs } from './lib/jobs/runner';
import { shutDown } from './lib/shutdown';
import { jobsOf } from './jobs';
import { logOptions } from './lib/log-redaction';

type Logger = pino.Logger;

async function prepareDatabase(env: Env, logger: Logger) {
  const database = await openDatabase(databaseOptions(env));
  logger.info({ driver: database.driver, location: database.location }, 'database open');
  await runMigrations(database);
  const report = await runSeeders(database, { demo: env.seedDemoAccounts }, (message) => logger.info(message));
  logger.info({ seeded: report.ran, present: report.skipped }, 'seed checked');
  return database;
}

async function serve(env: Env, logger: Logger, database: Awaited<ReturnType<typeof openDatabase>>, started: number): Promise<void> {
  const app = await buildApp({ db: database, logger, env });
  // The lead's static-site plugin (shell + remotes); registered after the API so /api wins.
  const { sitePlugin } = await import('./modules/site/index.ts');
  await app.register(sitePlugin, { repoRoot });

  let jobs: RunningJobs | null = null;
  // Drain order and why: lib/shutdown.ts. Past SHUTDOWN_GRACE_MS close-with-grace exits 1.
  closeWithGrace({ delay: env.shutdownGraceMs, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'closing after an error');
    else logger.info({ signal, graceMs: env.shutdownGraceMs }, 'closing');
    const began = Date.now();
    await shutDown(
      {
        drain: () => app.health.drain(),
        stopJobs: () => jobs?.stop(),
        closeServer: () => app.close(),
        jobsIdle: async () => jobs?.idle(),
        closeDatabase: () => database.close(),
      },
      { delayMs: env.shutdownDelayMs, onStep: (step) => logger.info({ ms: Date.now() - began }, step) },
    );
    logger.info({ ms: Date.now() - began }, 'closed');
  });

  await app.listen({ port: env.port, host: env.host });
  // Background work runs only in a serving process (the jobs registry, src/jobs.ts).
  jobs = startJobs(jobsOf(app), app.log, app.metrics?.jobs);
  app.jobs.attach(jobs);
  logger.info({ ms: Date.now() - started }, 'serving');
}

async function primary(env: Env, logger: Logger, started: number): Promise<void> {
  const database = await prepareDatabase(env, logger);
  await database.close();
  // Every worker signs with the same key (a generated one is read from DATA_DIR once, here).
  const workerEnv = { AUTH_SECRET: env.authSecret };
  relayBetweenWorkers();
  let closing = false;
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    logger.error({ pid: worker.process.pid, exitCode: code, signal }, 'worker died: starting another');
    cluster.fork(workerEnv);
  });
  for (let i = 0; i < env.workers; i += 1) cluster.fork(workerEnv);
  logger.info({ workers: env.workers, ms: Date.now() - started }, 'workers starting');
  const stop = () => {
    closing = true;
    // Each worker closes gracefully on its own SIGTERM (close-with-grace); wait for them.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    // A worker past its own grace exits by itself; this only covers one that cannot.
    const timer = setTimeout(() => process.exit(0), env.shutdownGraceMs + 2_000);
    timer.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv(process.env);
  // No e-mail, phone, name, password, code, token or payment key in any line (lib/log-redaction.ts).
  const logger = pino(logOptions(env.logLevel));
  // Production refuses demo parts it was not told to allow, and says why (config/modes.ts).
  const refused = productionProblems(env);
  if (refused.length) {
    for (const reason of refused) logger.fatal(reason);
    logger.fatal(`refusing to start${env.nodeEnv === 'production' ? ' in production' : ''}: fix the settings above (api/README.md "Environment")`);
    process.exit(1);
  }
  env.authSecret = resolveAuthSecret(env);
  const demo = demoNotice(env);
  if (demo) logger.warn({ demo }, 'DEMO parts are on: every page says so');
  const held = heldChannels(env);
  if (held.length) logger.warn({ channels: held }, 'no sender configured for these channels: their messages stay in the outbox and are not sent');

  if (cluster.isWorker) {
    // The primary has migrated and seeded.
    await serve(env, logger, await openDatabase(databaseOptions(env)), started);
    return;
  }
  if (env.workers > 1 && (!env.databaseUrl || !env.redisUrl)) {
    // PGlite lives in one process; limits and locks in memory would be counted per process.
    logger.warn({ workers: env.workers }, 'API_WORKERS > 1 needs DATABASE_URL and REDIS_URL: serving with one process');
  } else if (env.workers > 1) {
    await primary(env, logger, started);
    return;
  }
  await serve(env, logger, await prepareDatabase(env, logger), started);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
