// What the deploy verification scripts share: a site of their own (npm start on a spare port with a
// throw-away data folder, so its artifact store is fresh), the deploy CLI as a team runs it, the
// registry file, broken copies of a build, and a browser.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root } from '../apps.mjs';

export const PORT = Number(process.env.VERIFY_PORT ?? 8096);
export const SITE = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = path.join(root, 'tmp', 'deploy-verify-data');
export const STORE = path.join(DATA_DIR, 'deploy');
const CLI = ['node_modules/tsx/dist/cli.mjs', 'api/src/modules/deploy/cli/main.ts'];
const env = { ...process.env, DATA_DIR, PORT: String(PORT), DEPLOY_SITE_URL: SITE, DEPLOY_BY: 'verify' };

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function startSite() {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(root, 'tools/start.mjs')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${SITE}/healthz`)).ok) return () => process.kill(-child.pid, 'SIGTERM');
    } catch {
      // not yet
    }
    await sleep(500);
  }
  throw new Error('the site did not start');
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs the deploy CLI; returns {code, ms, out, json}. */
export function cli(...args) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [...CLI, ...args], { cwd: root, env, encoding: 'utf8' });
  const ms = performance.now() - started;
  let json = null;
  try {
    json = JSON.parse(r.stdout.trim().split('\n').pop() ?? '');
  } catch {
    // not a --json command
  }
  return { code: r.status, ms, out: `${r.stdout}${r.stderr}`, json };
}

/** The same, without blocking (for commands that must overlap). */
export function cliAsync(...args) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [...CLI, ...args], { cwd: root, env });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, ms: performance.now() - started, out }));
  });
}

export const registry = () => JSON.parse(fs.readFileSync(path.join(STORE, 'registry.json'), 'utf8'));
export const stableOf = (remote) => registry().remotes[remote]?.stable?.version;

/** The version of `remote` that a page load with these cookies/headers gets. */
export async function served(remote, { cookie, headers } = {}) {
  const res = await fetch(`${SITE}/remotes.json`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  return (await res.json())[remote];
}

/** A copy of a remote's build folder, changed by `edit(dir)`, to deploy with --prebuilt. */
export function buildCopy(folder, name, edit = () => {}) {
  const dir = path.join(root, 'tmp', 'deploy-verify-builds', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, folder, 'dist'), dir, { recursive: true });
  // A distinct build: a comment changes its content hash.
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n/* ${name} */\n`);
  edit(dir);
  return dir;
}

/** Deploys a prebuilt folder (no build: the verification measures pointers, not webpack). */
export function deployPrebuilt(folder, dir, ...flags) {
  const r = cli('deploy', folder, '--prebuilt', dir, '--no-typecheck', '--json', ...flags);
  return { ...r, version: r.json?.version ?? null, outcome: r.json?.outcome ?? 'error', timings: r.json?.timings ?? {} };
}

export async function browser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export const pct = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const median = (xs) => pct([...xs].sort((a, b) => a - b), 0.5);
