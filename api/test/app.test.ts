// The service shell: mounts, envelope, one error handler, health, request
// ids, and what production leaves out.
import { buildApp } from '../src/app';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets())('app on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  test('GET /healthz is SUCCESS while the process runs', async () => {
    const res = await new Agent(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', data: { status: 'ok' } });
  });

  test.each(['/api/service/content', '/api/service/payment', '/api/service/message', '/api/service/hotelsCombined'])('%s is mounted', async (base) => {
    const res = await new Agent(t.app).get(`${base}/health`);
    expect(res.body).toMatchObject({ result: 'SUCCESS', data: { status: 'ok' } });
  });

  test('an unknown route is a 404 FAIL envelope', async () => {
    for (const [method, url] of [['GET', '/api/service/auth/nope'], ['POST', '/nowhere'], ['DELETE', '/api/service/auth/users']]) {
      const res = await new Agent(t.app).request(method!, url!, undefined, { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ result: 'FAIL', data: { code: 'NOT_FOUND', message: 'The requested address was not found.' } });
    }
  });

  test('responses carry the request id, and a caller-supplied one is kept', async () => {
    const res = await new Agent(t.app).get('/healthz', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    const own = await new Agent(t.app).get('/healthz');
    expect(String(own.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the dev outbox needs a destination', async () => {
    const res = await new Agent(t.app).get('/api/dev/outbox');
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'dest' });
  });
});

describe('app without a database round trip', () => {
  const fakeDb = {
    orm: { execute: async () => Promise.reject(new Error('connection refused to 10.0.0.9:5432')) },
    driver: 'postgres',
    location: 'test',
    close: async () => undefined,
  } as never;

  test('a 5xx hides the error detail and the stack', async () => {
    const app = await buildApp({ db: fakeDb, env: { nodeEnv: 'test' } });
    app.get('/api/boom', async () => {
      throw new Error('secret detail at /srv/app/db.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ result: 'FAIL', data: { code: 'SERVER_ERROR', message: expect.any(String) } });
    expect(res.body).not.toMatch(/secret|db\.ts|at /);
    // Alive (no database asked), but not ready, and the failure's text stays in the log.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ result: 'FAIL', data: { status: 'not ready', checks: { database: 'failed', migrations: 'unknown' } } });
    expect(ready.body).not.toMatch(/refused|10\.0\.0\.9/);
    await app.close();
  });

  test('production has no dev outbox and no local provider, and needs AUTH_SECRET', async () => {
    await expect(buildApp({ db: fakeDb, env: { nodeEnv: 'production' } })).rejects.toThrow(/AUTH_SECRET/);
    const app = await buildApp({ db: fakeDb, env: { nodeEnv: 'production', authSecret: 'x'.repeat(40), localOauthProvider: false } });
    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?dest=a@b.co' });
    expect(outbox.statusCode).toBe(404);
    const provider = await app.inject({ method: 'GET', url: '/api/auth/local-provider/userinfo' });
    expect(provider.statusCode).toBe(404);
    await app.close();
  });
});
