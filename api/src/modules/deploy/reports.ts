// What page-load reports do (DEPLOY.md "Automatic halt"): count the load for its visitor, and halt
// the canary the report names if its failing visitors pass the threshold in the window (health.ts).
// A report counts only when the sender's bucket cookie is served that version now (resolve.ts), so
// an anonymous sender, a visitor outside the canary, or a version never published changes nothing.
// The periodic settle marks a stable version that ran clean as the last good one. Both write through
// the store's lock.
import type { RemoteName } from '@stay/shared/mf/contract';
import type { DeployReportsRepository } from './store/reports';
import { HALT_WINDOW_MS, NETWORK_MAX_SUCCESSES, dueForLastGood, lastGoodWindowStart, reportsPruneBefore, shouldHalt } from './health';
import { RegistryError, halt, markGood } from './registry';
import { REMOTES } from './remotes';
import { servedVersions } from './resolve';
import type { FolderStore } from './artifact-store';

export interface Report {
  remote: RemoteName;
  version: string;
  ok: boolean;
  fellBack: boolean;
}

/** Who sent a report, as the server knows it (never from the report's body). */
export interface Sender {
  /** The bucket cookie, already checked to be a visitor id; undefined when there is none. */
  visitor: string | undefined;
  /** networkKey() of the sender's address. */
  network: string;
  webview: boolean;
}

interface Deps {
  store: FolderStore;
  reports: DeployReportsRepository;
}

/**
 * Records one load; returns 'halted' when this report stopped the canary, 'ignored' when it was not
 * counted (no bucket cookie, or a version this visitor is not served).
 */
export async function recordReport(deps: Deps, report: Report, sender: Sender, now: Date): Promise<'recorded' | 'halted' | 'ignored'> {
  if (!sender.visitor) return 'ignored';
  const doc = await deps.store.readRegistry();
  if (!servedVersions(doc, report.remote, sender.visitor, sender.webview).includes(report.version)) return 'ignored';
  if (!(await deps.store.hasVersion(report.remote, report.version))) return 'ignored';
  await deps.reports.add(
    { remote: report.remote, version: report.version, visitor: sender.visitor, network: sender.network },
    { failed: !report.ok, fellBack: report.fellBack },
    now,
  );
  if (report.ok) return 'recorded';
  const canary = doc?.remotes[report.remote]?.canary;
  if (!canary || canary.halted || canary.version !== report.version) return 'recorded';
  const counts = await deps.reports.countsSince(report.remote, report.version, new Date(now.getTime() - HALT_WINDOW_MS), NETWORK_MAX_SUCCESSES);
  if (!shouldHalt(counts)) return 'recorded';
  const reason = `${counts.failures} of ${counts.loads} visitors failed to load it in ${HALT_WINDOW_MS / 60_000} min`;
  try {
    await deps.store.updateRegistry((d) => halt(d, { remote: report.remote, by: 'reports', now }, reason), { by: 'reports' });
  } catch (err) {
    // The canary was replaced or removed meanwhile: nothing left to halt.
    if (!(err instanceof RegistryError)) throw err;
  }
  return 'halted';
}

/**
 * Stable versions that have served long enough, with fewer failing visitors than a halt needs in the
 * recent window, become the last good (fallback) version.
 */
export async function settleLastGood(deps: Deps, now: Date): Promise<RemoteName[]> {
  const doc = await deps.store.readRegistry();
  if (!doc) return [];
  const marked: RemoteName[] = [];
  for (const remote of REMOTES) {
    const r = doc.remotes[remote];
    if (!r?.stable || r.lastGood === r.stable.version) continue;
    const { failures } = await deps.reports.countsSince(remote, r.stable.version, lastGoodWindowStart(r.stable.since, now), NETWORK_MAX_SUCCESSES);
    if (!dueForLastGood(r.stable.since, failures, now)) continue;
    const version = r.stable.version;
    await deps.store.updateRegistry(
      (d) => (d.remotes[remote]?.stable?.version === version ? markGood(d, { remote, by: 'settle', now }, version, 'served 30 min without failing visitors') : d),
      { by: 'settle' },
    );
    marked.push(remote);
  }
  return marked;
}

/** Deletes reports past their retention; returns how many went. */
export const pruneReports = (reports: DeployReportsRepository, now: Date): Promise<number> => reports.pruneBefore(reportsPruneBefore(now));
