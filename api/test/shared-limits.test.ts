// Several API nodes: with REDIS_URL, two API processes (two apps on one database and one
// Redis) share the per-address limits and the wrong-password locks; each alone would let twice as
// many through. Skipped (and said so) where no Redis answers on 127.0.0.1:6379.
import { spawnSync } from 'node:child_process';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API } from './helpers/flows';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = spawnSync(process.execPath, ['-e', "require('net').connect(6379,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"], { timeout: 3000 }).status === 0;
if (!redisUp) console.warn('shared-limits: no Redis on 127.0.0.1:6379, the shared-limit tests are SKIPPED');

(redisUp ? describe : describe.skip)('limits shared through Redis by two API processes', () => {
  const target = databaseTargets()[0]!;
  const prefix = `stay-test-${process.pid}-${Date.now()}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { redisUrl: REDIS_URL, redisPrefix: prefix, rateLimitEnabled: true, rateLimitLoginPerMinute: 5 };
    [a, b] = await Promise.all([build(target, env), build(target, env)]);
  }, 120_000);
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  test('per-address login limit counts across both processes', async () => {
    const ip = '203.0.113.50';
    const codes: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      // Another e-mail each time, so no wrong-password lock gets in the way of counting.
      const res = await new Agent(i % 2 ? a.app : b.app, ip).post(`${API}/login`, { id: `nobody${i}@example.com`, pwd: 'x' });
      codes.push(res.body.data.code);
    }
    // 5 a minute in all, not 5 per process: the 6th, 7th and 8th are refused whichever process they reach.
    expect(codes).toEqual([...Array(5).fill('LOGIN_FAIL'), ...Array(3).fill('TOO_MANY_REQUESTS')]);
  });

  test('a lock made through one process holds in the other', async () => {
    const ip = '203.0.113.51';
    for (let i = 1; i <= 4; i += 1) await new Agent(i % 2 ? a.app : b.app, ip).post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: `Wrong${i}!!` });
    const res = await new Agent(b.app, ip).post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' });
    expect(res.body.data.code).toBe('LOGIN_LOCKED');
  });
});
