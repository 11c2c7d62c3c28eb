// Starts the server and closes it gracefully; everything else lives in app.ts (STYLE).
// Order: env -> database -> migrations -> seed (when empty) -> app -> static site -> listen.
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { resolveAuthSecret } from './config/auth-secret';
import { databaseOptions, loadEnv, repoRoot } from './config/env';
import { openDatabase, runMigrations } from './db';
import { runSeeders } from './db/seed';

async function main(): Promise<void> {
  const started = Date.now();
  const env = loadEnv(process.env);
  const logger = pino({
    level: env.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
  env.authSecret = resolveAuthSecret(env);

  const database = await openDatabase(databaseOptions(env));
  logger.info({ driver: database.driver, location: database.location }, 'database open');
  await runMigrations(database);
  const report = await runSeeders(database, {}, (message) => logger.info(message));
  logger.info({ seeded: report.ran, present: report.skipped }, 'seed checked');

  const app = await buildApp({ db: database, logger, env });
  // The lead's static-site plugin (shell + remotes); registered after the API so /api wins.
  const { sitePlugin } = await import('./site/index.ts');
  await app.register(sitePlugin, { repoRoot });

  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'closing after an error');
    else logger.info({ signal }, 'closing');
    await app.close();
    await database.close();
  });

  await app.listen({ port: env.port, host: env.host });
  logger.info({ ms: Date.now() - started }, 'serving');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
