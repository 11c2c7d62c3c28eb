// Deploys: page-load reports of distinct visitors halt a failing canary (never promote), the CLI's status needs the
// store's token, and every page request resolves the registry with the visitor's bucket cookie.
import { stores } from './helpers/stores';
import fs from 'node:fs/promises';
import path from 'node:path';
import { newVisitorId } from '../src/modules/deploy/bucket';
import { OVERRIDE_COOKIE, makeOverride, statusToken } from '../src/modules/deploy/override';
import { settleLastGood } from '../src/modules/deploy/reports';
import { setCanary, setStable } from '../src/modules/deploy/registry';
import { sitePlugin } from '../src/modules/site';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { fakeSite } from './helpers/fake-site';

const V1 = '20261123090000-aaaaaaa';
const V2 = '20261123100000-bbbbbbb';
const report = (t: TestApp, body: object, from: { cookies?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({ method: 'POST', url: '/api/deploy/report', payload: body, ...from });

describe.each(databaseTargets())('deploy reports and resolution on $name', (target) => {
  let t: TestApp;
  let repo: string;
  let site: Awaited<ReturnType<typeof fakeSite>>;
  beforeAll(async () => {
    // A site with a minimal built shell and two published versions of mf-search.
    site = await fakeSite();
    repo = site.repo;
    t = await build(target, {}, async (app) => {
      for (const v of [V1, V2]) {
        const dir = path.join(repo, 'build', v);
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(path.join(dir, 'remoteEntry.js'), `/* ${v} */`);
        await fs.writeFile(path.join(dir, 'remoteEntry.js.map'), '{}');
        await app.deployStore.publish('mf_search', v, dir, { contentHash: v, gitSha: null }, new Date());
      }
      await app.register(sitePlugin, { repoRoot: repo });
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await site?.remove();
  });

  const setRegistry = (fn: Parameters<typeof t.app.deployStore.updateRegistry>[0]) => t.app.deployStore.updateRegistry(fn, { by: 'test' });
  const boot = (html: string) => JSON.parse(/__STAY_BOOT__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  test('a page names the stable version with its fallback, sets the bucket cookie once, and is never shared by a cache', async () => {
    const at = (n: number) => ({ remote: 'mf_search' as const, by: 'test', now: new Date(t.now().getTime() + n) });
    await setRegistry((d) => setStable(setStable(d, at(0), V1), at(1), V2));
    const first = await t.app.inject({ url: '/search' });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const cookie = first.cookies.find((c) => c.name === 'stay_bucket');
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
    expect(boot(first.body).registry.mf_search).toEqual({
      entry: `/remotes/mf-search/${V2}/mf-manifest.json`,
      version: V2,
      channel: 'stable',
      fallback: { entry: `/remotes/mf-search/${V1}/mf-manifest.json`, version: V1 },
    });
    const again = await t.app.inject({ url: '/', cookies: { stay_bucket: cookie?.value ?? '' } });
    expect(again.cookies.find((c) => c.name === 'stay_bucket')).toBeUndefined();
  });

  test('version files are immutable, source maps are never served, and paths cannot escape', async () => {
    const file = await t.app.inject({ url: `/remotes/mf-search/${V1}/remoteEntry.js` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`/* ${V1} */`);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: `/remotes/mf-search/${V1}/remoteEntry.js.map` })).statusCode).toBe(404);
    // The router folds encoded dot segments (the page then answers) or hands them over (refused).
    const key = (await t.app.deployStore.key()).toString('base64url');
    for (const escape of [`/remotes/mf-search/${V1}/%2e%2e/%2e%2e/%2e%2e/deploy.key`, `/remotes/mf-search/${V1}/..%2f..%2f..%2fdeploy.key`]) {
      expect((await t.app.inject({ url: escape })).body).not.toContain(key);
    }
    expect((await t.app.inject({ url: `/remotes/mf-search/${V1}/..%2f..%2f..%2fdeploy.key` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/remotes/nope/x.js' })).statusCode).toBe(404);
  });

  test('a signed override pins a published version; a forged one is ignored', async () => {
    const key = await t.app.deployStore.key();
    const good = makeOverride(key, { mf_search: V1 }, t.now());
    const page = await t.app.inject({ url: '/', cookies: { [OVERRIDE_COOKIE]: good } });
    expect(boot(page.body).registry.mf_search).toMatchObject({ version: V1, channel: 'override' });
    const forged = makeOverride(Buffer.alloc(32, 1), { mf_search: V1 }, t.now());
    expect(boot((await t.app.inject({ url: '/', cookies: { [OVERRIDE_COOKIE]: forged } })).body).registry.mf_search.version).toBe(V2);
    const unpublished = makeOverride(key, { mf_search: '20261123110000-ccccccc' }, t.now());
    expect(boot((await t.app.inject({ url: '/', cookies: { [OVERRIDE_COOKIE]: unpublished } })).body).registry.mf_search.version).toBe(V2);
  });

  test('failing loads of a canary halt it; successful ones and failures of stable never move a pointer', async () => {
    const c = { remote: 'mf_search' as const, by: 'test', now: t.now() };
    await setRegistry((d) => setCanary(setStable(d, c, V1), c, V2, 100));
    // Each report comes from its own visitor (bucket cookie) on its own address.
    let n = 0;
    const visitor = () => {
      n += 1;
      return { cookies: { stay_bucket: newVisitorId() }, remoteAddress: `10.3.0.${n}` };
    };
    for (let i = 0; i < 20; i += 1) expect((await report(t, { remote: 'mf_search', version: V2, ok: true }, visitor())).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await report(t, { remote: 'mf_search', version: V2, ok: false, fellBack: true }, visitor());
    expect((await t.app.deployStore.readRegistry())?.remotes.mf_search?.canary?.halted).toBe(false);
    const fifth = await report(t, { remote: 'mf_search', version: V2, ok: false, fellBack: true, phase: 'mount' }, visitor());
    expect(fifth.json().data.outcome).toBe('halted');
    const doc = await t.app.deployStore.readRegistry();
    expect(doc?.remotes.mf_search).toMatchObject({ stable: { version: V1 }, lastGood: V1, canary: { version: V2, halted: true } });
    for (let i = 0; i < 10; i += 1) await report(t, { remote: 'mf_search', version: V1, ok: false }, visitor());
    expect((await t.app.deployStore.readRegistry())?.remotes.mf_search?.stable?.version).toBe(V1);
  });

  test('a bad report is a clear 400 that records nothing', async () => {
    for (const body of [{ remote: 'shell', version: V1, ok: true }, { remote: 'mf_search', version: '../x', ok: true }, { remote: 'mf_search', version: V1 }, { remote: 'mf_search', version: V1, ok: true, extra: 1 }]) {
      const res = await report(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.code).toBe('INVALID_INPUT');
    }
  });

  test('status needs the store token', async () => {
    expect((await t.app.inject({ url: '/api/deploy/status' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/deploy/status', headers: { authorization: `Bearer ${statusToken(await t.app.deployStore.key())}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.reports).toEqual(expect.arrayContaining([expect.objectContaining({ remote: 'mf_search', version: V2, visitors: 25, failingVisitors: 5, failures: 5, fallbacks: 5 })]));
  });

  test('a stable version becomes the last good after 30 clean minutes, not after failures', async () => {
    const c = { remote: 'mf_product' as const, by: 'test', now: t.now() };
    const P1 = '20261123080000-ppppppp';
    const P2 = '20261123083000-qqqqqqq';
    await setRegistry((d) => setStable(setStable(d, c, P1), { ...c, now: new Date(c.now.getTime() + 1) }, P2));
    const deps = { store: t.app.deployStore, reports: stores(t.app).deployReports };
    expect(await settleLastGood(deps, new Date(c.now.getTime() + 29 * 60_000))).toEqual([]);
    expect(await settleLastGood(deps, new Date(c.now.getTime() + 31 * 60_000))).toEqual(['mf_product']);
    expect((await t.app.deployStore.readRegistry())?.remotes.mf_product?.lastGood).toBe(P2);
  });
});
