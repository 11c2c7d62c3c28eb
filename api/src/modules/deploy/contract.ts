// The contract gate (DEPLOY.md): before a version reaches any channel, it must still fit the live
// shell. Pure checks over what the builds wrote (tools/webpack/contract-plugin.cjs) and the
// candidate's mf-manifest.json; a list of problems, empty when it fits.
import semver from 'semver';
import type { RemoteName } from '@stay/shared/mf/contract';

export interface ShellContract {
  kind: 'shell';
  uses: Partial<Record<RemoteName, string[]>>;
  provides: Record<string, string | null>;
  /** `exports`: the names the shell's @stay/shared instance exports (absent in older contracts). */
  shared: { version: string; fingerprint: string; exports?: string[] | null };
}

export interface RemoteContract {
  kind: 'remote';
  exposeFiles: Record<string, string>;
  /** `imports`: the names the remote imports from @stay/shared, '*' for any (absent in older contracts). */
  shared: { version: string; fingerprint: string; imports?: string[] };
}

export interface ManifestLike {
  name?: string;
  exposes?: { name: string; path?: string }[];
  shared?: { name: string; singleton?: boolean; requiredVersion?: string | false; version?: string }[];
}

const majorMinor = (v: string) => {
  const p = semver.parse(v);
  return p ? `${p.major}.${p.minor}` : v;
};

export function contractProblems(remote: RemoteName, shell: ShellContract, candidate: RemoteContract, manifest: ManifestLike): string[] {
  const problems: string[] = [];
  // (a) every module the shell mounts from this remote is still exposed.
  const exposed = new Set((manifest.exposes ?? []).map((e) => (e.path ?? `./${e.name}`).replace(/^(?!\.\/)/, './')));
  for (const use of shell.uses[remote] ?? []) {
    if (!exposed.has(use)) problems.push(`exposes no ${use}, which the shell mounts`);
  }
  // (b) every shared singleton it needs is provided by the shell in a version it accepts.
  for (const s of manifest.shared ?? []) {
    if (!s.singleton) continue;
    const provided = shell.provides[s.name];
    if (!provided) {
      problems.push(`needs the shared singleton ${s.name}, which the shell does not provide`);
      continue;
    }
    const wanted = typeof s.requiredVersion === 'string' ? s.requiredVersion : null;
    if (wanted && !semver.satisfies(provided, wanted)) problems.push(`needs ${s.name} ${wanted}, the shell provides ${provided}`);
  }
  // (c) built against the @stay/shared seam the shell runs (one instance at run time: the shell's).
  if (majorMinor(candidate.shared.version) !== majorMinor(shell.shared.version)) {
    problems.push(`built against @stay/shared ${candidate.shared.version}, the shell runs ${shell.shared.version}`);
  }
  if (candidate.shared.fingerprint !== shell.shared.fingerprint) {
    problems.push('built against another @stay/shared contract (mf/contract.ts, events/stay-events.ts) than the shell: deploy the shell first');
  }
  // (c2) every name it imports from @stay/shared is one the shell's instance (the only one at run
  // time) exports: a helper added to @stay/shared reaches the page with the shell, not before.
  const exported = shell.shared.exports ? new Set(shell.shared.exports) : null;
  const missing = exported ? (candidate.shared.imports ?? []).filter((name) => name !== '*' && !exported.has(name)) : [];
  if (missing.length) problems.push(`imports ${missing.join(', ')} from @stay/shared, which the shell's does not export: deploy the shell first`);
  return problems;
}
