// T2, T3, T5 of DEPLOY.md "Verification": what a visitor's browser sees while teams deploy.
import fs from 'node:fs';
import path from 'node:path';
import { SITE, STORE, browser, buildCopy, cli, deployPrebuilt, registry, sleep, stableOf } from './harness.mjs';

const mainSlot = '.sh-main-slot';

/** Opens a path and waits until the page's remote is ready or failed (or the page sent the visitor to log in). */
async function settle(page, p) {
  await page.goto(`${SITE}${p}`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(
    (sel) => {
      const slot = document.querySelector(sel);
      const state = slot?.getAttribute('data-slot-state');
      return state === 'ready' || state === 'failed' || (location.pathname.endsWith('/login') && !slot);
    },
    mainSlot,
    { timeout: 30_000 },
  );
  return page.evaluate((sel) => {
    const slot = document.querySelector(sel);
    return { state: slot?.getAttribute('data-slot-state') ?? 'login', remote: slot?.getAttribute('data-remote'), version: slot?.getAttribute('data-remote-version') };
  }, mainSlot);
}

function watchPage(page, tally) {
  page.on('pageerror', (e) => tally.pageErrors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname.startsWith('/remotes/')) tally.badAssets.push(`${r.status()} ${r.url()}`);
  });
}

/** T2: four visitors browse while two remotes are redeployed, ramped and rolled back every few seconds. */
export async function noFailuresWhileDeploying(seconds = Number(process.env.VERIFY_T2_SECONDS ?? 120)) {
  const b = await browser();
  const tally = { loads: 0, failedSlots: 0, pageErrors: [], badAssets: [], operations: 0, opErrors: [] };
  const until = Date.now() + seconds * 1000;
  const paths = ['/search', '/products/1', '/faq', '/mypage'];
  const visitors = Array.from({ length: 4 }, async (_, i) => {
    const context = await b.newContext();
    const page = await context.newPage();
    watchPage(page, tally);
    let n = i;
    while (Date.now() < until) {
      const r = await settle(page, paths[n % paths.length]).catch((e) => ({ state: `timeout: ${e.message.split('\n')[0]}` }));
      tally.loads += 1;
      if (r.state !== 'ready' && r.state !== 'login') tally.failedSlots += 1;
      n += 1;
    }
    await context.close();
  });
  const builds = { 'mf-search': [buildCopy('mf-search', 't2-search-a'), buildCopy('mf-search', 't2-search-b')], 'mf-support': [buildCopy('mf-support', 't2-support-a'), buildCopy('mf-support', 't2-support-b')] };
  const deployer = (async () => {
    const steps = [
      (f) => deployPrebuilt(f, builds[f][0], '--no-smoke', '--force'),
      (f) => deployPrebuilt(f, builds[f][1], '--no-smoke', '--force', '--canary', '30'),
      (f) => cli('ramp', f, '60'),
      (f) => cli('promote', f),
      (f) => cli('rollback', f),
    ];
    let s = 0;
    while (Date.now() < until - 3000) {
      for (const f of ['mf-search', 'mf-support']) {
        const r = steps[s % steps.length](f);
        tally.operations += 1;
        if (r.code !== 0) tally.opErrors.push(r.out.trim().split('\n').slice(-2).join(' '));
      }
      s += 1;
      await sleep(3000);
    }
  })();
  await Promise.all([...visitors, deployer]);
  await b.close();
  return {
    claim: 'zero failed slots, page errors or 4xx/5xx remote assets in four browsers during two minutes of deploys',
    measured: { seconds, page_loads: tally.loads, registry_operations: tally.operations, failed_slots: tally.failedSlots, page_errors: tally.pageErrors.length, bad_asset_responses: tally.badAssets.length, examples: [...tally.pageErrors, ...tally.badAssets].slice(0, 5), operation_errors: tally.opErrors.slice(0, 3) },
    pass: tally.loads > 0 && tally.failedSlots === 0 && tally.pageErrors.length === 0 && tally.badAssets.length === 0 && tally.opErrors.length === 0,
  };
}

/** T3: an open tab keeps the versions it started with, also for a remote it loads only later. */
export async function tabKeepsVersions() {
  const b = await browser();
  const versionsIn = (urls) => [...new Set(urls.map((u) => /\/remotes\/mf-membership\/([^/]+)\//.exec(u)?.[1]).filter(Boolean))];
  const old = await b.newContext();
  const oldPage = await old.newPage();
  const oldUrls = [];
  oldPage.on('request', (r) => oldUrls.push(r.url()));
  await settle(oldPage, '/search');
  const before = stableOf('mf_membership');
  const r = deployPrebuilt('mf-membership', buildCopy('mf-membership', 't3'), '--no-smoke');
  // In-app navigation (no reload) to a remote this tab had not loaded yet.
  await oldPage.evaluate(() => {
    window.history.pushState({}, '', '/membership/awesome/subscribe');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await oldPage.waitForSelector('.sh-main-slot[data-remote="mf_membership"][data-slot-state="ready"]', { timeout: 30_000 });
  const fresh = await b.newContext();
  const newPage = await fresh.newPage();
  const newUrls = [];
  newPage.on('request', (q) => newUrls.push(q.url()));
  await settle(newPage, '/membership/awesome/subscribe');
  await b.close();
  const oldSaw = versionsIn(oldUrls);
  const newSaw = versionsIn(newUrls);
  return {
    claim: 'an open tab keeps its versions while a new tab gets the new ones',
    measured: { before, deployed: r.version, old_tab_loaded: oldSaw, new_tab_loaded: newSaw },
    pass: oldSaw.length === 1 && oldSaw[0] === before && newSaw.length === 1 && newSaw[0] === r.version,
  };
}

/** T5: a broken canary still renders every page from the last good version and is halted. */
export async function brokenCanaryFallsBack() {
  const stable = stableOf('mf_search');
  const variants = {
    'throws at evaluation': { build: (dir) => fs.appendFileSync(path.join(dir, 'remoteEntry.js'), "\nthrow new Error('broken canary');\n") },
    'manifest missing': { after: (dir) => fs.rmSync(path.join(dir, 'mf-manifest.json')) },
    'chunk missing': {
      after: (dir) => {
        const m = JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
        const app = m.exposes.find((e) => e.name === 'app');
        fs.rmSync(path.join(dir, app.assets.js.sync[0]));
      },
    },
  };
  const results = {};
  // The smoke load is the first line of defence: a version that throws never reaches a channel with it.
  const smoked = deployPrebuilt('mf-search', buildCopy('mf-search', 't5-smoke', variants['throws at evaluation'].build));
  for (const [name, v] of Object.entries(variants)) {
    const r = deployPrebuilt('mf-search', buildCopy('mf-search', `t5-${name.replace(/ /g, '-')}`, v.build), '--no-smoke', '--canary', '100');
    v.after?.(path.join(STORE, 'artifacts', 'mf-search', r.version));
    const b = await browser();
    const loads = [];
    const errors = [];
    for (let i = 0; i < 8; i += 1) {
      const context = await b.newContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(e.message));
      loads.push(await settle(page, '/search'));
      await context.close();
    }
    await b.close();
    await sleep(300);
    const canary = registry().remotes.mf_search.canary;
    results[name] = { canary: r.version, all_ready: loads.every((l) => l.state === 'ready'), versions_shown: [...new Set(loads.map((l) => l.version))], halted: canary?.version === r.version && canary.halted, halt_reason: canary?.haltReason };
    cli('rollback', 'mf-search');
  }
  return {
    claim: 'a broken canary (throws, manifest missing, chunk missing) still renders every page from the last good version and is halted',
    measured: { stable, smoke_rejected_the_throwing_version: smoked.outcome === 'rejected', ...results },
    pass: smoked.outcome === 'rejected' && Object.values(results).every((x) => x.all_ready && x.halted && x.versions_shown.every((v) => v === stable)),
  };
}
