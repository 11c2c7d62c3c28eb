// Canary, versions and rollback in the browser, through the deploy CLI as a team runs it, on the
// journeys' own site and artifact store: a broken canary still renders from the last good version
// and is halted; an open tab keeps the version it started with while a new tab gets the new one;
// rollback needs no build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';

const root = path.resolve(__dirname, '../..');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR ?? '.data-e2e');
const store = path.join(dataDir, 'deploy');

function deployCli(...args: string[]): { code: number | null; out: string; json: { version?: string; outcome?: string } | null } {
  const r = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'api/src/modules/deploy/cli/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DEPLOY_BY: 'e2e' },
    encoding: 'utf8',
  });
  let json = null;
  try {
    json = JSON.parse(r.stdout.trim().split('\n').pop() ?? '');
  } catch {
    // not --json
  }
  return { code: r.status, out: r.stdout + r.stderr, json };
}

const registry = () => JSON.parse(fs.readFileSync(path.join(store, 'registry.json'), 'utf8'));

/** A copy of a remote's build that differs by a comment, changed further by `edit`. */
function buildCopy(folder: string, name: string, edit: (dir: string) => void = () => undefined): string {
  const dir = path.join(root, 'tmp', 'e2e-deploy', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(path.join(root, folder, 'dist'), dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'remoteEntry.js'), `\n/* ${name} ${Date.now()} */\n`);
  edit(dir);
  return dir;
}

const mainSlot = (page: Page, remote: string) => page.locator(`.sh-main-slot[data-remote="${remote}"]`);

test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  // The journeys' site runs with its own store; a site given by E2E_BASE_URL may not.
  test.skip(!fs.existsSync(path.join(store, 'registry.json')), "needs the journeys' own site and artifact store");
});

test('a broken canary renders from the last good version and is halted; rollback removes it', async ({ browser }) => {
  test.setTimeout(120_000);
  const stable = registry().remotes.mf_search.stable.version as string;
  const broken = buildCopy('mf-search', 'throws', (dir) => fs.appendFileSync(path.join(dir, 'remoteEntry.js'), "\nthrow new Error('broken canary');\n"));
  // The smoke load refuses it: nothing reaches a channel.
  const smoked = deployCli('deploy', 'mf-search', '--prebuilt', broken, '--no-typecheck', '--json');
  expect(smoked.json?.outcome, smoked.out).toBe('rejected');
  // Forced past the smoke to 100 % of visitors, it must still never show a visitor a broken page.
  const canary = deployCli('deploy', 'mf-search', '--prebuilt', broken, '--no-typecheck', '--no-smoke', '--canary', '100', '--json');
  expect(canary.json?.outcome, canary.out).toBe('activated');
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/search');
    await expect(mainSlot(page, 'mf_search')).toHaveAttribute('data-slot-state', 'ready');
    await expect(mainSlot(page, 'mf_search')).toHaveAttribute('data-remote-version', stable);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(errors.filter((e) => !e.message.includes('broken canary'))).toEqual([]);
    await context.close();
  }
  await expect.poll(() => registry().remotes.mf_search.canary?.halted).toBe(true);
  const back = deployCli('rollback', 'mf-search');
  expect(back.code, back.out).toBe(0);
  expect(registry().remotes.mf_search).toMatchObject({ stable: { version: stable }, canary: null });
});

test('an open tab keeps its version of a remote it loads later; a new tab gets the new one', async ({ browser }) => {
  test.setTimeout(90_000);
  const before = registry().remotes.mf_membership.stable.version as string;
  const old = await (await browser.newContext()).newPage();
  const oldRequests: string[] = [];
  old.on('request', (r) => oldRequests.push(r.url()));
  await old.goto('/faq');
  await expect(mainSlot(old, 'mf_support')).toHaveAttribute('data-slot-state', 'ready');

  const next = deployCli('deploy', 'mf-membership', '--prebuilt', buildCopy('mf-membership', 'next'), '--no-typecheck', '--no-smoke', '--json');
  expect(next.json?.outcome, next.out).toBe('activated');

  await old.evaluate(() => {
    window.history.pushState({}, '', '/membership/awesome/subscribe');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(mainSlot(old, 'mf_membership')).toHaveAttribute('data-remote-version', before);
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('/membership/awesome/subscribe');
  await expect(mainSlot(fresh, 'mf_membership')).toHaveAttribute('data-remote-version', next.json?.version ?? '');
  expect(oldRequests.filter((u) => u.includes('/remotes/mf-membership/')).every((u) => u.includes(`/${before}/`))).toBe(true);

  // Back to where it was, without a build.
  expect(deployCli('rollback', 'mf-membership', '--to', before).code).toBe(0);
});
