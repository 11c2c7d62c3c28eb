// status, gc, gate (CI) and publish-local (npm start).
import path from 'node:path';
import type { RemoteName } from '@stay/shared/mf/contract';
import { DEFAULT_GC, versionsToDelete } from '../gc';
import { statusToken } from '../override';
import { referencedVersions, type RegistryDoc } from '../registry';
import { REMOTES, REMOTE_FOLDERS } from '../remotes';
import { Stopwatch, type CliContext } from './context';
import { deploy } from './deploy';
import { gateProblems } from './gate';

interface Totals {
  remote: string;
  version: string;
  /** Visitors served the version who reported it (what the halt counts); a site before them sends none. */
  visitors?: number;
  failingVisitors?: number;
  loads: number;
  failures: number;
  fallbacks: number;
}

async function siteStatus(ctx: CliContext): Promise<{ registry: RegistryDoc | null; reports: Totals[] } | null> {
  try {
    const res = await fetch(`${ctx.siteUrl}/api/deploy/status`, { headers: { authorization: `Bearer ${statusToken(await ctx.store.key())}` }, signal: AbortSignal.timeout(5000) });
    if (!res.ok) return null;
    return ((await res.json()) as { data: { registry: RegistryDoc | null; reports: Totals[] } }).data;
  } catch {
    return null;
  }
}

export async function status(ctx: CliContext, o: { json: boolean }): Promise<number> {
  const watch = new Stopwatch();
  const [doc, site] = await watch.step('read', () => Promise.all([ctx.store.readRegistry(), siteStatus(ctx)]));
  const reports = site?.reports ?? [];
  if (o.json) {
    console.log(JSON.stringify({ registry: doc, reports, siteReachable: site !== null }));
    return 0;
  }
  console.log(`registry generation ${doc?.generation ?? 0} (${ctx.store.root})${site ? '' : `\n  (site ${ctx.siteUrl} not reachable: no load counts)`}`);
  for (const remote of REMOTES) {
    const r = doc?.remotes[remote];
    console.log(`\n${REMOTE_FOLDERS[remote]}`);
    if (!r?.stable) {
      console.log('  not deployed (served from its build folder)');
      continue;
    }
    console.log(`  stable   ${r.stable.version} since ${r.stable.since}`);
    if (r.canary) console.log(`  canary   ${r.canary.version} ${r.canary.percent}%${r.canary.halted ? ` HALTED (${r.canary.haltReason ?? ''})` : ''}`);
    if (r.webview) console.log(`  webview  ${r.webview.version}`);
    console.log(`  lastGood ${r.lastGood ?? '-'}`);
    for (const t of reports.filter((x) => x.remote === remote).sort((a, b) => b.version.localeCompare(a.version))) {
      const who = t.visitors === undefined ? '' : `${t.visitors} visitors (${t.failingVisitors ?? 0} failing): `;
      console.log(`  ${t.version}: ${who}${t.loads} loads, ${t.failures} failed, ${t.fallbacks} fell back`);
    }
  }
  console.log(`\n  ${watch}`);
  return 0;
}

export async function gc(ctx: CliContext, o: { keep?: number; days?: number; dryRun: boolean }): Promise<number> {
  const watch = new Stopwatch();
  const policy = { keep: o.keep ?? DEFAULT_GC.keep, days: o.days ?? DEFAULT_GC.days };
  const doc = await ctx.store.readRegistry();
  let removed = 0;
  await watch.step('gc', async () => {
    for (const remote of REMOTES) {
      const doomed = versionsToDelete(await ctx.store.listVersions(remote), referencedVersions(doc?.remotes[remote]), ctx.now(), policy);
      for (const version of doomed) {
        console.log(`${o.dryRun ? 'would delete' : 'deleting'} ${REMOTE_FOLDERS[remote]} ${version}`);
        if (!o.dryRun) await ctx.store.removeVersion(remote, version);
        removed += 1;
      }
    }
  });
  console.log(`${removed} version(s) ${o.dryRun ? 'to delete' : 'deleted'} (keeping channels, last good, the newest ${policy.keep} and anything younger than ${policy.days} days)\n  ${watch}`);
  return 0;
}

/** CI: every built remote against the built shell, with the type check. */
export async function gateAll(ctx: CliContext, remotes: RemoteName[]): Promise<number> {
  let failed = 0;
  for (const remote of remotes) {
    const watch = new Stopwatch();
    const problems = await watch.step('gate', () => gateProblems(ctx, remote, path.join(ctx.repoRoot, REMOTE_FOLDERS[remote], 'dist'), { typeCheck: true }));
    console.log(`${REMOTE_FOLDERS[remote]}: ${problems.length ? 'REJECTED' : 'fits the shell'} (${watch})`);
    for (const p of problems) console.error(`  ✗ ${p}`);
    if (problems.length) failed += 1;
  }
  return failed ? 1 : 0;
}

/**
 * `npm start`: each remote's build folder becomes a published stable version when its content
 * changed (gate without the type check; no smoke, the site is not up yet). Unchanged: nothing.
 */
export async function publishLocal(ctx: CliContext): Promise<number> {
  let failed = 0;
  for (const remote of REMOTES) {
    const r = await deploy(ctx, remote, { prebuilt: path.join(ctx.repoRoot, REMOTE_FOLDERS[remote], 'dist'), smoke: false, typeCheck: false });
    if (r.outcome === 'activated') console.log(`[deploy] ${REMOTE_FOLDERS[remote]} ${r.version} is stable`);
    for (const p of r.problems) console.error(`[deploy] ${REMOTE_FOLDERS[remote]} rejected: ${p}`);
    if (r.outcome === 'rejected') failed += 1;
  }
  return failed ? 1 : 0;
}
