// build(): a fresh database (migrated, demo accounts seeded) and an app on it, with a clock the
// test can move. Rate limits are off unless a test turns them on.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { Env } from '../../src/config/env';
import type { Database } from '../../src/db';
import { runSeeders } from '../../src/seeds';
import type { DatabaseTarget } from './databases';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock forward. */
  advance(seconds: number): void;
  now(): Date;
  /** Stops the app's clock where it is (advance still moves it), for a test that must stay in one window of time however slow the machine. */
  freeze(): void;
  /** Lets the clock run again from where it stands. */
  unfreeze(): void;
  routes: RouteOptions[];
  close(): Promise<void>;
}

export async function build(target: DatabaseTarget, env: Partial<Env> = {}, beforeReady?: (app: FastifyInstance) => Promise<void>): Promise<TestApp> {
  const { database, dispose } = await target.open();
  await runSeeders(database);
  let offsetMs = 0;
  let frozenAt: number | null = null;
  const clock = () => new Date((frozenAt ?? Date.now()) + offsetMs);
  const routes: RouteOptions[] = [];
  const deployRoot = path.join(os.tmpdir(), `stay-deploy-test-${process.pid}-${Math.random().toString(36).slice(2)}`);
  const app = await buildApp({
    db: database,
    // A store of remote versions of its own: a test never reads or writes a developer's.
    // Race tests log many members in at once on a busy machine: they wait their turn for password
    // hashing rather than being refused (the refusal itself: src/lib/__tests__/hash-admission.test.ts).
    env: { nodeEnv: 'test', rateLimitEnabled: false, deployRoot, demoMode: true, paymentGateway: 'sandbox', localOauthProvider: true, hashBusyDelayMs: 120_000, ...env },
    clock,
    onRoute: (route) => routes.push(route),
  });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    routes,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    now: clock,
    freeze: () => {
      frozenAt ??= Date.now();
    },
    unfreeze: () => {
      if (frozenAt !== null) offsetMs -= Date.now() - frozenAt;
      frozenAt = null;
    },
    async close() {
      await app.close();
      await dispose();
      await fs.rm(deployRoot, { recursive: true, force: true });
    },
  };
}
