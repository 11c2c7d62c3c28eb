// Forged page-load reports: beacons count only for the version the sender's bucket cookie is served,
// once per visitor (and successful visitors at most ten per address), so a sender can neither keep a
// failing canary alive, nor halt one alone, nor freeze a remote's last good version; reports for
// versions never published are not stored, and old reports are pruned.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { jobsOf } from '../src/jobs';
import { bucketOf, newVisitorId } from '../src/modules/deploy/bucket';
import { settleLastGood } from '../src/modules/deploy/reports';
import { setCanary, setStable } from '../src/modules/deploy/registry';
import { pruneDeployReports } from '../src/modules/deploy';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { stores } from './helpers/stores';

const S1 = '20261123090000-aaaaaaa';
const S2 = '20261123093000-aaaaab2';
const CANARIES = ['20261123100000-bbbbbb1', '20261123100000-bbbbbb2', '20261123100000-bbbbbb3', '20261123100000-bbbbbb4', '20261123100000-bbbbbb5'];
const UNPUBLISHED = '20261123110000-ccccccc';

interface Beacon {
  version: string;
  ok: boolean;
  visitor?: string;
  address?: string;
  remote?: string;
}

describe.each(databaseTargets())('forged deploy reports on $name', (target) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stay-deploy-reports-'));
    t = await build(target, {}, async (app) => {
      for (const remote of ['mf_search', 'mf_product'] as const) {
        for (const v of [S1, S2, ...CANARIES]) {
          const d = path.join(dir, remote, v);
          await fs.mkdir(d, { recursive: true });
          await fs.writeFile(path.join(d, 'remoteEntry.js'), `/* ${v} */`);
          await app.deployStore.publish(remote, v, d, { contentHash: `${remote}${v}`, gitSha: null }, new Date());
        }
      }
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const send = (b: Beacon) =>
    t.app.inject({
      method: 'POST',
      url: '/api/deploy/report',
      payload: { remote: b.remote ?? 'mf_search', version: b.version, ok: b.ok, fellBack: !b.ok },
      ...(b.visitor ? { cookies: { stay_bucket: b.visitor } } : {}),
      ...(b.address ? { remoteAddress: b.address } : {}),
    });
  const change = { remote: 'mf_search' as const, by: 'test' };
  /** mf_search: stable S1, canary `version` at `percent` %. */
  const canaryAt = (version: string, percent: number) =>
    t.app.deployStore.updateRegistry((d) => setCanary(d.remotes.mf_search?.stable ? d : setStable(d, { ...change, now: t.now() }, S1), { ...change, now: t.now() }, version, percent), { by: 'test' });
  const canaryState = async () => (await t.app.deployStore.readRegistry())?.remotes.mf_search?.canary;
  const totalsOf = async (version: string) => (await stores(t.app).deployReports.totals()).filter((r) => r.version === version);

  test('600 successes from one visitor do not keep a canary alive through 12 failing visitors', async () => {
    const V = CANARIES[0] ?? '';
    await canaryAt(V, 100);
    const forger = newVisitorId();
    for (let i = 0; i < 600; i += 1) expect((await send({ version: V, ok: true, visitor: forger, address: '10.9.9.9' })).statusCode).toBe(200);
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await send({ version: V, ok: false, visitor: newVisitorId(), address: `10.0.0.${i + 1}` });
      outcomes.push(res.json().data.outcome);
    }
    const canary = await canaryState();
    // Measured: the state the brief asks for.
    console.info(`[measure ${target.name}] 600 forged successes + 12 failing visitors: halted=${String(canary?.halted)} (${canary?.haltReason ?? ''}); outcomes ${outcomes.join(',')}`);
    expect(canary).toMatchObject({ version: V, halted: true });
    // The fifth failing visitor is enough: the forger counts as one visitor (6 in all). Once halted,
    // nobody is served the canary any more, so later reports for it count nowhere.
    expect(outcomes).toEqual([...Array(4).fill('recorded'), 'halted', ...Array(7).fill('ignored')]);
    expect(await totalsOf(V)).toEqual([expect.objectContaining({ visitors: 6, failingVisitors: 5, loads: 605 })]);
  }, 120_000);

  test('failures from one visitor, anonymous or not, never halt a canary', async () => {
    const V = CANARIES[1] ?? '';
    await canaryAt(V, 100);
    // No bucket cookie: not counted at all.
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await send({ version: V, ok: false });
      answers.push(`${res.statusCode} ${String(res.json().data.outcome)}`);
    }
    const anonymous = await canaryState();
    console.info(`[measure ${target.name}] 5 forged failures from one anonymous visitor: halted=${String(anonymous?.halted)}; answers ${answers.join(',')}`);
    expect(anonymous?.halted).toBe(false);
    expect(answers).toEqual(Array(5).fill('202 ignored'));
    expect(await totalsOf(V)).toEqual([]);
    // One visitor the canary is served: a hundred failures count once.
    const one = newVisitorId();
    for (let i = 0; i < 100; i += 1) expect((await send({ version: V, ok: false, visitor: one })).json().data.outcome).toBe('recorded');
    expect((await canaryState())?.halted).toBe(false);
    expect(await totalsOf(V)).toEqual([expect.objectContaining({ visitors: 1, failingVisitors: 1, failures: 100 })]);
  }, 120_000);

  test('successful visitors minted from one address cannot outvote failing visitors', async () => {
    const V = CANARIES[3] ?? '';
    await canaryAt(V, 100);
    // 300 fresh cookies on one address count as 10 visitors, so 5 failing visitors are above 2 %.
    for (let i = 0; i < 300; i += 1) await send({ version: V, ok: true, visitor: newVisitorId(), address: '10.7.7.7' });
    for (let i = 0; i < 5; i += 1) await send({ version: V, ok: false, visitor: newVisitorId(), address: `10.4.0.${i + 1}` });
    expect(await canaryState()).toMatchObject({ version: V, halted: true, haltReason: '5 of 15 visitors failed to load it in 5 min' });
  }, 120_000);

  test('a report for a canary the visitor is not served counts nowhere', async () => {
    const V = CANARIES[2] ?? '';
    await canaryAt(V, 10);
    const outside = Array.from({ length: 400 }, () => newVisitorId()).filter((v) => bucketOf('mf_search', V, v) >= 0.1);
    const codes: number[] = [];
    for (let i = 0; i < 12; i += 1) codes.push((await send({ version: V, ok: false, visitor: outside[i], address: `10.1.0.${i + 1}` })).statusCode);
    expect((await canaryState())?.halted).toBe(false);
    expect(codes).toEqual(Array(12).fill(202));
    expect(await totalsOf(V)).toEqual([]);
    // What they are served (stable) is counted.
    expect((await send({ version: S1, ok: true, visitor: outside[0] })).statusCode).toBe(200);
  });

  test('a report for a version never published, or not served, is not stored', async () => {
    const visitor = newVisitorId();
    for (const version of [UNPUBLISHED, CANARIES[4] ?? '']) {
      const res = await send({ version, ok: false, visitor });
      expect(res.statusCode).toBe(202);
      expect(res.json().data.outcome).toBe('ignored');
      expect(await totalsOf(version)).toEqual([]);
    }
    // Even a registry naming a version whose files are not in the store does not make it count.
    await canaryAt(UNPUBLISHED, 100);
    expect((await send({ version: UNPUBLISHED, ok: false, visitor })).statusCode).toBe(202);
    expect(await totalsOf(UNPUBLISHED)).toEqual([]);
  });

  test('one forged failure delays the last good version by one window, never for good', async () => {
    const since = t.now();
    await t.app.deployStore.updateRegistry(
      (d) => setStable(setStable(d, { remote: 'mf_product', by: 'test', now: since }, S1), { remote: 'mf_product', by: 'test', now: new Date(since.getTime() + 1) }, S2),
      { by: 'test' },
    );
    // The failure comes 20 minutes in, so it is inside the window the settle looks at.
    t.advance(20 * 60);
    expect((await send({ remote: 'mf_product', version: S2, ok: false, visitor: newVisitorId() })).json().data.outcome).toBe('recorded');
    const deps = { store: t.app.deployStore, reports: stores(t.app).deployReports };
    expect(await settleLastGood(deps, new Date(since.getTime() + 29 * 60_000))).toEqual([]);
    expect(await settleLastGood(deps, new Date(since.getTime() + 31 * 60_000))).toEqual(['mf_product']);
    expect((await t.app.deployStore.readRegistry())?.remotes.mf_product?.lastGood).toBe(S2);
  });

  test('five failing visitors in the last 30 minutes hold the last good version back until they age out', async () => {
    const since = t.now();
    await t.app.deployStore.updateRegistry((d) => setStable(d, { remote: 'mf_product', by: 'test', now: since }, S1, 'rollback'), { by: 'test' });
    for (let i = 0; i < 5; i += 1) await send({ remote: 'mf_product', version: S1, ok: false, visitor: newVisitorId(), address: `10.2.0.${i + 1}` });
    const deps = { store: t.app.deployStore, reports: stores(t.app).deployReports };
    expect(await settleLastGood(deps, new Date(since.getTime() + 29 * 60_000))).toEqual([]);
    expect(await settleLastGood(deps, new Date(since.getTime() + 30 * 60_000))).toEqual([]);
    expect(await settleLastGood(deps, new Date(since.getTime() + 61 * 60_000))).toEqual(['mf_product']);
  });

  test('reports are pruned after 14 days by the job registry', async () => {
    const repo = stores(t.app).deployReports;
    const old = new Date(t.now().getTime() - 15 * 86_400_000);
    await repo.add({ remote: 'mf_product', version: CANARIES[3] ?? '', visitor: newVisitorId(), network: 'n' }, { failed: true, fellBack: false }, old);
    await repo.add({ remote: 'mf_product', version: CANARIES[3] ?? '', visitor: newVisitorId(), network: 'n' }, { failed: false, fellBack: false }, t.now());
    expect((await totalsOf(CANARIES[3] ?? '')).find((x) => x.remote === 'mf_product')?.visitors).toBe(2);
    const job = jobsOf(t.app).find((j) => j.name === 'deploy-reports-prune');
    expect(job).toBeDefined();
    await job?.run();
    expect((await totalsOf(CANARIES[3] ?? '')).find((x) => x.remote === 'mf_product')).toMatchObject({ visitors: 1, failingVisitors: 0 });
    expect(await pruneDeployReports(t.app)).toBe(0);
  });
});
