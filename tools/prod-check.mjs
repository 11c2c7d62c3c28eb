// `npm run prod-check`: the production topology of the README, proven on one machine. Two API
// processes (compiled JavaScript, NODE_ENV=production, API_WORKERS=2) on one PostgreSQL database and
// one Redis serve the booking journey in Chromium, and share their limits: 30 wrong logins from one
// address meet ONE limit of 20 a minute, not 20 per process. Also: a production start with the demo
// parts is refused, and says why. Needs PostgreSQL on 127.0.0.1:5432 and Redis on 6379.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { root } from './apps.mjs';

const PORT = Number(process.env.PROD_CHECK_PORT ?? 8098);
const SITE = `http://127.0.0.1:${PORT}`;
const DB = 'stay_prod_check';
const ADMIN_URL = process.env.PROD_CHECK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB}`);
const env = {
  ...process.env,
  NODE_ENV: 'production',
  API_WORKERS: '2',
  DATABASE_URL,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `stay-prod-check-${Date.now()}:`,
  AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
  PUBLIC_ORIGIN: SITE,
  PORT: String(PORT),
  DATA_DIR: path.join(root, 'tmp', 'prod-check-data'),
  // A demo in production: each demo part allowed by name (the banner still says so).
  DEMO_MODE: 'false',
  PAYMENT_GATEWAY: 'sandbox',
  ALLOW_SANDBOX_GATEWAY: 'true',
  SEED_DEMO_ACCOUNTS: 'true',
  ALLOW_DEMO_ACCOUNTS: 'true',
  // No mail server or SMS account here: messages wait in the outbox (allowed by name).
  ALLOW_NO_MESSAGES: 'true',
  RATE_LIMIT_LOGIN_PER_MINUTE: '20',
};

const results = [];
const check = (name, pass, detail) => {
  results.push({ name, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'} ${name}${detail ? `: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}` : ''}`);
};

// 1. Refused: production with DEMO_MODE (the outbox would hand out codes).
const refused = spawnSync(process.execPath, [path.join(root, 'tools/start.mjs')], { cwd: root, env: { ...env, DEMO_MODE: 'true', PORT: String(PORT + 1) }, encoding: 'utf8', timeout: 300_000 });
check('production refuses DEMO_MODE and says why', refused.status !== 0 && /DEMO_MODE=true/.test(refused.stdout + refused.stderr), `exit ${refused.status}`);

// 2. A fresh database, then the topology.
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DB} with (force)`);
await admin.query(`create database ${DB}`);
await admin.end();
fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(root, 'tools/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
let log = '';
server.stdout.on('data', (d) => (log += d));
const signal = (sig) => {
  try {
    process.kill(-server.pid, sig);
  } catch {
    // already gone
  }
};
/** A graceful stop of the whole process group, then SIGKILL for anything still there after 15 s. */
const stop = async () => {
  const exited = new Promise((r) => server.once('exit', r));
  signal('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  signal('SIGKILL');
};
try {
  for (let i = 0; ; i += 1) {
    if (i > 600) throw new Error(`the site did not start:\n${log.slice(-2000)}`);
    const up = await fetch(`${SITE}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  // Both workers logged 'serving', and every API process runs the compiled bundle.
  await new Promise((r) => setTimeout(r, 2000));
  const serving = new Set([...log.matchAll(/"pid":(\d+)[^\n]*"msg":"serving"/g)].map((m) => m[1]));
  const compiled = spawnSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).stdout.split('\n').filter((l) => l.includes('api/dist/server.cjs')).length;
  check('two API processes serve, from compiled JavaScript', serving.size === 2 && compiled >= 3, { servingWorkers: serving.size, compiledProcesses: compiled });

  // 3. Limits shared through Redis: one address, 30 wrong logins spread over both processes.
  const codes = {};
  for (let i = 0; i < 30; i += 1) {
    const res = await fetch(`${SITE}/api/service/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77', connection: 'close' },
      body: JSON.stringify({ id: `nobody${i}@example.com`, pwd: 'wrong' }),
    });
    const body = await res.json();
    codes[body.data.code] = (codes[body.data.code] ?? 0) + 1;
  }
  check('the per-address login limit is one for both processes (20 a minute, not 40)', codes.LOGIN_FAIL === 20 && codes.TOO_MANY_REQUESTS === 10, codes);

  // 4. The booking journey in Chromium against this site.
  const e2e = spawnSync(process.execPath, [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', 'tests/booking.spec.ts', '-g', 'a visitor books', '--reporter=line'], {
    cwd: path.join(root, 'e2e'),
    env: { ...process.env, E2E_BASE_URL: SITE },
    encoding: 'utf8',
  });
  check('the booking journey passes on two processes, PostgreSQL and Redis', e2e.status === 0, (e2e.stdout.trim().split('\n').pop() ?? '').trim());
} finally {
  await stop();
}
const failed = results.filter((r) => !r.pass).length;
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
fs.writeFileSync(path.join(root, 'tmp', 'prod-check.json'), `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`);
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
