// T1, T4, T6, T7, T8, T9 of DEPLOY.md "Verification": the claims about pointers (no browser needed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STORE, buildCopy, cli, cliAsync, deployPrebuilt, median, registry, served, sleep, stableOf } from './harness.mjs';

async function untilServed(remote, version, opts) {
  const started = performance.now();
  while ((await served(remote, opts)).version !== version) {
    if (performance.now() - started > 10_000) return Infinity;
    await sleep(2);
  }
  return performance.now() - started;
}

/** T1: a deploy is visible to the next page load at once. */
export async function deployToVisible() {
  const rows = [];
  for (let i = 0; i < 5; i += 1) {
    const r = deployPrebuilt('mf-search', buildCopy('mf-search', `t1-${i}`), '--no-smoke');
    const visible = await untilServed('mf_search', r.version);
    rows.push({ ...r.timings, visible_after_cli_ms: visible });
  }
  const withSmoke = deployPrebuilt('mf-search', buildCopy('mf-search', 't1-smoke'));
  const activate = median(rows.map((r) => r.activate_ms));
  const visible = Math.max(...rows.map((r) => r.visible_after_cli_ms));
  const afterBuild = median(rows.map((r) => r.gate_ms + r.publish_ms + r.activate_ms + r.visible_after_cli_ms));
  return {
    claim: 'deploy -> visible under 1 s after the build',
    measured: { activate_ms_p50: activate, visible_after_activate_ms_max: visible, gate_publish_activate_visible_ms_p50: afterBuild, with_smoke: withSmoke.timings, runs: rows },
    pass: activate < 50 && visible < 1000 && afterBuild < 1000 && withSmoke.outcome === 'activated',
  };
}

const folderHash = (dir) => {
  const h = crypto.createHash('sha256');
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else h.update(e.name).update(fs.readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
};

/** T4: rollback without a build, in under a second, artifacts untouched. */
export async function rollbackTime() {
  const artifacts = path.join(STORE, 'artifacts');
  const before = folderHash(artifacts);
  const from = stableOf('mf_search');
  const r = cli('rollback', 'mf-search');
  const to = stableOf('mf_search');
  const visible = await untilServed('mf_search', to);
  return {
    claim: 'rollback to the last good version under 1 s, no build',
    measured: { cli_wall_ms: Math.round(r.ms), visible_after_cli_ms: Math.round(visible), from, to, artifacts_unchanged: folderHash(artifacts) === before, out: r.out.trim().split('\n').slice(-1)[0] },
    pass: r.code === 0 && r.ms < 1000 && visible < 1000 && from !== to && folderHash(artifacts) === before,
  };
}

/** T6: a 10 % canary holds 9.1-10.9 % of 10,000 visitors, keeps them at 50 %, and one visitor keeps one version. */
export async function canarySplit() {
  const dir = buildCopy('mf-product', 't6');
  const canary = deployPrebuilt('mf-product', dir, '--no-smoke', '--canary', '10');
  const ids = Array.from({ length: 10_000 }, () => crypto.randomBytes(16).toString('hex'));
  const inCanary = async (set) => {
    const out = new Set();
    for (let i = 0; i < set.length; i += 50) {
      const batch = set.slice(i, i + 50);
      const got = await Promise.all(batch.map((id) => served('mf_product', { cookie: `stay_bucket=${id}` })));
      got.forEach((g, j) => g.channel === 'canary' && out.add(batch[j]));
    }
    return out;
  };
  const at10 = await inCanary(ids);
  cli('ramp', 'mf-product', '50');
  const at50 = await inCanary(ids);
  const kept = [...at10].every((id) => at50.has(id));
  const one = ids[0];
  const versions = new Set();
  for (let i = 0; i < 100; i += 1) versions.add((await served('mf_product', { cookie: `stay_bucket=${one}` })).version);
  cli('halt', 'mf-product');
  const share10 = (at10.size / ids.length) * 100;
  return {
    claim: '10 % canary holds 9.1-10.9 % of 10,000 visitors and keeps them at 50 %',
    measured: { canary: canary.version, share_at_10_pct: share10, share_at_50_pct: (at50.size / ids.length) * 100, all_kept_at_50: kept, versions_seen_by_one_visitor_in_100_loads: versions.size },
    pass: share10 >= 9.1 && share10 <= 10.9 && kept && versions.size === 1,
  };
}

/** T7: the gate refuses a remote that dropped an exposed module or needs a newer shared library. */
export async function contractGate() {
  const editManifest = (fn) => (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const m = JSON.parse(fs.readFileSync(file, 'utf8'));
    fn(m);
    fs.writeFileSync(file, JSON.stringify(m));
  };
  const generation = registry().generation;
  const dropped = deployPrebuilt('mf-search', buildCopy('mf-search', 't7-dropped', editManifest((m) => (m.exposes = m.exposes.filter((e) => e.name !== 'search-section')))), '--no-smoke');
  const newer = deployPrebuilt('mf-search', buildCopy('mf-search', 't7-newer', editManifest((m) => m.shared.forEach((s) => s.name === '@stay/shared' && (s.requiredVersion = '^0.2.0')))), '--no-smoke');
  const unchanged = registry().generation === generation;
  return {
    claim: 'the gate rejects a dropped exposed module and a newer shared library; the registry is unchanged',
    measured: { dropped: { exit: dropped.code, problems: dropped.json?.problems }, newer: { exit: newer.code, problems: newer.json?.problems }, registry_unchanged: unchanged },
    pass: dropped.code !== 0 && newer.code !== 0 && unchanged,
  };
}

/** T8: fifty pairs of concurrent deploys of different remotes lose nothing; the registry always parses. */
export async function concurrentDeploys(pairs = Number(process.env.VERIFY_PAIRS ?? 50)) {
  const search = buildCopy('mf-search', 't8-search');
  const support = buildCopy('mf-support', 't8-support');
  let reads = 0;
  let broken = 0;
  let reading = true;
  const reader = (async () => {
    while (reading) {
      try {
        JSON.parse(fs.readFileSync(path.join(STORE, 'registry.json'), 'utf8'));
        reads += 1;
      } catch {
        broken += 1;
      }
      await sleep(1);
    }
  })();
  let lost = 0;
  const started = performance.now();
  for (let i = 0; i < pairs; i += 1) {
    const args = (folder, dir) => ['deploy', folder, '--prebuilt', dir, '--no-typecheck', '--no-smoke', '--force', '--json'];
    const [a, b] = await Promise.all([cliAsync(...args('mf-search', search)), cliAsync(...args('mf-support', support))]);
    const va = JSON.parse(a.out.trim().split('\n').pop()).version;
    const vb = JSON.parse(b.out.trim().split('\n').pop()).version;
    if (stableOf('mf_search') !== va || stableOf('mf_support') !== vb) lost += 1;
  }
  reading = false;
  await reader;
  return {
    claim: 'fifty pairs of concurrent deploys of different remotes lose nothing',
    measured: { pairs, lost_updates: lost, registry_reads: reads, unparseable_reads: broken, seconds: Math.round((performance.now() - started) / 100) / 10 },
    pass: lost === 0 && broken === 0,
  };
}

/** T9: the app's webview gets the webview channel, browsers get stable. */
export async function webviewChannel() {
  const dir = buildCopy('mf-support', 't9');
  const r = deployPrebuilt('mf-support', dir, '--no-smoke', '--channel', 'webview');
  const webview = await served('mf_support', { headers: { 'client-interface': 'WebView' } });
  const browser = await served('mf_support');
  return {
    claim: 'a webview request gets the webview version',
    measured: { webview_version: r.version, webview_gets: webview.version, browser_gets: browser.version, stable: stableOf('mf_support') },
    pass: webview.version === r.version && browser.version === stableOf('mf_support') && browser.version !== r.version,
  };
}

/** gc keeps what channels name and removes the rest past the policy. */
export async function garbageCollection() {
  const before = fs.readdirSync(path.join(STORE, 'artifacts', 'mf-search')).length;
  const r = cli('gc', '--keep', '3', '--days', '0');
  const left = fs.readdirSync(path.join(STORE, 'artifacts', 'mf-search'));
  const doc = registry().remotes.mf_search;
  const referenced = [doc.stable?.version, doc.lastGood, doc.canary?.version].filter(Boolean);
  return {
    claim: 'gc removes what nothing can reach and keeps every referenced version',
    measured: { mf_search_versions_before: before, after: left.length, ms: Math.round(r.ms) },
    pass: r.code === 0 && referenced.every((v) => left.includes(v)) && left.length <= 3 + referenced.length,
  };
}
