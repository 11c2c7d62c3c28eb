// /readyz on every database target: ready with the database, the migrations and the jobs; 503
// naming the check that fails; 503 draining once a shutdown begins, while a request under way
// still gets its answer before the server closes.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from '../src/app';
import { startJobs } from '../src/lib/jobs/runner';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';

const quiet = { info: () => undefined, debug: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
/** A route every app has; the test holds its requests in a hook of its own (never in the product). */
const SLOW = '/api/service/content/health';

describe.each(databaseTargets())('readiness on $name', (target) => {
  let t: TestApp;
  let entered: () => void = () => undefined;
  let release: () => void = () => undefined;
  let held = Promise.resolve();
  const hold = () => {
    const inside = new Promise<void>((resolve) => (entered = resolve));
    held = new Promise<void>((resolve) => (release = resolve));
    return inside;
  };

  beforeAll(async () => {
    t = await build(target, {}, async (app) => {
      app.addHook('onRequest', async (request) => {
        if (request.url === SLOW) {
          entered();
          await held;
        }
      });
    });
  }, 180_000);
  afterAll(async () => t?.close());

  test('not ready until the jobs runner has started', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      result: 'FAIL',
      data: { code: 'SERVICE_UNAVAILABLE', message: 'not ready', status: 'not ready', checks: { database: 'ok', migrations: 'ok', jobs: 'not started' }, failing: ['jobs'] },
    });
  });

  test('ready with the database, every migration and the jobs; never cached', async () => {
    t.app.jobs.attach(startJobs([], quiet));
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'SUCCESS', data: { status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['cache-control']).toBe('no-store');
  });

  test('a shipped migration the database lacks: 503 migrations pending', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.database.orm.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().data).toMatchObject({ status: 'not ready', checks: { database: 'ok', migrations: 'pending', jobs: 'ok' }, failing: ['migrations'] });
    } finally {
      await t.database.orm.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  test('draining: 503 at once, while a request under way finishes with 200 before the server closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const inside = hold();
    const slow = fetch(`${base}${SLOW}`);
    await inside;
    t.app.health.drain();
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ result: 'FAIL', data: { code: 'SERVICE_UNAVAILABLE', message: 'draining', status: 'draining' } });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    let closed = false;
    const closing = t.app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // The listener is closed; the request under way is still waited for.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    // Its connection closes with it, so the close need not wait for a keep-alive timeout.
    expect(answer.headers.get('connection')).toBe('close');
    expect((await answer.json()).result).toBe('SUCCESS');
    await closing;
    expect(closed).toBe(true);
  });
});

describe.each(databaseTargets())('readiness without its database on $name', (target) => {
  test('a closed or unreachable database: 503 naming the database, no error text', async () => {
    const { database, dispose } = await target.open();
    const app = await buildApp({ db: database, env: { nodeEnv: 'test' } });
    app.jobs.attach(startJobs([], quiet));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await dispose();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'not ready', status: 'not ready', checks: { database: 'failed', migrations: 'unknown', jobs: 'ok' }, failing: ['database', 'migrations'] });
    // Alive all the same: the process runs.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  }, 120_000);
});
