// The smoke load (DEPLOY.md): before any channel points at a new version, headless Chromium opens
// the remote's page on the running site with a signed override cookie pinning that version, and
// passes when the shell reports the version loaded and mounted (its own beacon, caught here and not
// counted), with no page error and no failed request for the remote's files.
import type { RemoteName } from '@stay/shared/mf/contract';
import { OVERRIDE_COOKIE, makeOverride } from '../override';
import { REMOTE_FOLDERS, SMOKE_PATHS } from '../remotes';
import type { CliContext } from './context';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const TIMEOUT_MS = 45_000;

export async function smokeLoad(ctx: CliContext, remote: RemoteName, version: string): Promise<string[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    const context = await browser.newContext();
    const url = new URL(ctx.siteUrl);
    await context.addCookies([{ name: OVERRIDE_COOKIE, value: makeOverride(await ctx.store.key(), { [remote]: version }, ctx.now()), domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400 && new URL(r.url()).pathname.startsWith(`/remotes/${REMOTE_FOLDERS[remote]}/`)) problems.push(`${r.status()} ${r.url()}`);
    });
    const reported = new Promise<{ ok: boolean }>((resolve) => {
      void page.route('**/api/deploy/report', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as { remote?: string; version?: string; ok?: boolean };
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"result":"SUCCESS","data":{}}' });
        if (body.remote === remote && body.version === version) resolve({ ok: body.ok === true });
      });
    });
    await page.goto(`${ctx.siteUrl}${SMOKE_PATHS[remote]}`, { waitUntil: 'domcontentloaded', timeout: TIMEOUT_MS });
    const outcome = await Promise.race([reported, new Promise<null>((r) => setTimeout(() => r(null), TIMEOUT_MS))]);
    if (!outcome) problems.push(`no load of ${remote} ${version} within ${TIMEOUT_MS / 1000} s (is the override served? DEPLOY_SITE_URL=${ctx.siteUrl})`);
    else if (!outcome.ok) problems.push(`${remote} ${version} failed to load or mount`);
    // Errors that follow the mount (its first render's effects) count too.
    await page.waitForTimeout(500);
  } finally {
    await browser.close();
  }
  return problems;
}

/** True when the site answers; the smoke needs a running site. */
export async function siteUp(ctx: CliContext): Promise<boolean> {
  try {
    const res = await fetch(`${ctx.siteUrl}/healthz`, { signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}
