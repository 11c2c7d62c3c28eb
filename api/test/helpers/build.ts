// build(): a fresh database (migrated, demo accounts seeded) and an app on it, with a clock the
// test can move. Rate limits are off unless a test turns them on.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { Env } from '../../src/config/env';
import type { Database } from '../../src/db';
import { runSeeders } from '../../src/db/seed';
import type { DatabaseTarget } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock forward. */
  advance(seconds: number): void;
  now(): Date;
  routes: RouteOptions[];
  close(): Promise<void>;
}

export async function build(target: DatabaseTarget, env: Partial<Env> = {}): Promise<TestApp> {
  const { database, dispose } = await target.open();
  await runSeeders(database);
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    db: database,
    env: { nodeEnv: 'test', rateLimitEnabled: false, ...env },
    clock,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  return {
    app,
    database,
    routes,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    now: clock,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
