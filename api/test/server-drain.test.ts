// The real server process (src/server.ts) stops gracefully on SIGTERM: /readyz turns 503 draining
// at once, a request under way (a client still uploading its login body) gets its answer, and the
// process exits 0 well within SHUTDOWN_GRACE_MS.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const apiRoot = path.resolve(__dirname, '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${ms} ms`);
}

let child: ChildProcess | undefined;
let dataDir = '';
afterAll(async () => {
  if (child && child.exitCode === null && child.pid) process.kill(child.pid, 'SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

test('SIGTERM during a slow request: draining, the request answered, exit 0', async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stay-drain-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DEMO_MODE: 'true', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '400', SHUTDOWN_GRACE_MS: '8000', LOG_LEVEL: 'info', API_WORKERS: '1' };
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child!.on('exit', (code) => resolve({ code, at: Date.now() })));

  await until('ready', async () => (await fetch(`${base}/readyz`)).status === 200, 150_000);

  // A login whose body arrives slowly: in flight from its headers on.
  const body = JSON.stringify({ id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(`${base}/api/service/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.write(body.slice(0, 10));
    setTimeout(() => request.end(body.slice(10)), 1500);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));

  const signalled = Date.now();
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const ready = await fetch(`${base}/readyz`, { headers: { connection: 'close' } });
  expect(ready.status).toBe(503);
  expect((await ready.json()).data.status).toBe('draining');

  const login = await answer;
  expect(login.status).toBe(200);
  expect(JSON.parse(login.text).result).toBe('SUCCESS');
  const { code, at } = await exited;
  console.info(`[drain figures] SIGTERM -> exit: ${at - signalled} ms (delay 400 ms, slow body 1.5 s)`);
  expect(code).toBe(0);
  expect(at - signalled).toBeLessThan(8000);
  expect(output).toMatch(/"msg":"closing the database"/);
  expect(output).toMatch(/"msg":"closed"/);
  // The demo member's e-mail never reached the log.
  expect(output).not.toContain('bronze@awesomestay.kr');
}, 240_000);
