// Which published versions `gc` may delete (DEPLOY.md "Skew and retention"): never one a channel or
// the last good names; never one of the newest `keep`; never one younger than `days` (open tabs and
// old webview pages still load it). Pure: the CLI lists, decides here, then deletes.
export interface GcPolicy {
  keep: number;
  days: number;
}

export const DEFAULT_GC: GcPolicy = { keep: 20, days: 7 };

export function versionsToDelete(published: { version: string; publishedAt: string }[], referenced: Set<string>, now: Date, policy: GcPolicy = DEFAULT_GC): string[] {
  const newestFirst = [...published].sort((a, b) => b.version.localeCompare(a.version));
  const cutoff = now.getTime() - policy.days * 86_400_000;
  return newestFirst
    .filter((v, i) => i >= policy.keep && !referenced.has(v.version) && Date.parse(v.publishedAt) < cutoff)
    .map((v) => v.version);
}
