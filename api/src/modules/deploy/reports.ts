// What page-load reports do (DEPLOY.md "Automatic halt"): count the load, and halt the canary the
// report names if its failures pass the threshold in the window (health.ts). The periodic settle
// marks a stable version that ran clean as the last good one. Both write through the store's lock.
import type { RemoteName } from '@stay/shared/mf/contract';
import type { DeployReportsRepository } from './store/reports';
import { HALT_WINDOW_MS, dueForLastGood, shouldHalt } from './health';
import { RegistryError, halt, markGood } from './registry';
import { REMOTES } from './remotes';
import type { FolderStore } from './artifact-store';

export interface Report {
  remote: RemoteName;
  version: string;
  ok: boolean;
  fellBack: boolean;
}

interface Deps {
  store: FolderStore;
  reports: DeployReportsRepository;
}

/** Records one load; returns 'halted' when this report stopped the canary. */
export async function recordReport(deps: Deps, report: Report, now: Date): Promise<'recorded' | 'halted'> {
  await deps.reports.add(report.remote, report.version, { failed: !report.ok, fellBack: report.fellBack }, now);
  if (report.ok) return 'recorded';
  const canary = (await deps.store.readRegistry())?.remotes[report.remote]?.canary;
  if (!canary || canary.halted || canary.version !== report.version) return 'recorded';
  const counts = await deps.reports.countsSince(report.remote, report.version, new Date(now.getTime() - HALT_WINDOW_MS));
  if (!shouldHalt(counts)) return 'recorded';
  const reason = `${counts.failures} of ${counts.loads} loads failed in ${HALT_WINDOW_MS / 60_000} min`;
  try {
    await deps.store.updateRegistry((doc) => halt(doc, { remote: report.remote, by: 'reports', now }, reason), { by: 'reports' });
  } catch (err) {
    // The canary was replaced or removed meanwhile: nothing left to halt.
    if (!(err instanceof RegistryError)) throw err;
  }
  return 'halted';
}

/** Stable versions that served long enough with no failure become the last good (fallback) version. */
export async function settleLastGood(deps: Deps, now: Date): Promise<RemoteName[]> {
  const doc = await deps.store.readRegistry();
  if (!doc) return [];
  const marked: RemoteName[] = [];
  for (const remote of REMOTES) {
    const r = doc.remotes[remote];
    if (!r?.stable || r.lastGood === r.stable.version) continue;
    const { failures } = await deps.reports.countsSince(remote, r.stable.version, new Date(r.stable.since));
    if (!dueForLastGood(r.stable.since, failures, now)) continue;
    const version = r.stable.version;
    await deps.store.updateRegistry(
      (d) => (d.remotes[remote]?.stable?.version === version ? markGood(d, { remote, by: 'settle', now }, version, 'served 30 min without a failed load') : d),
      { by: 'settle' },
    );
    marked.push(remote);
  }
  return marked;
}
