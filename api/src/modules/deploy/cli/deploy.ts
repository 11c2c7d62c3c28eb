// `deploy <app>`: build -> gate -> publish -> smoke -> activate, each step timed. Nothing reaches a
// channel unless the gate and the smoke passed; a rejected version leaves the registry unchanged.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@stay/shared/mf/contract';
import { setCanary, setStable, setWebview } from '../registry';
import { REMOTE_FOLDERS, makeVersionId } from '../remotes';
import { contentHash } from '../artifact-store';
import { buildVersion, stampManifest } from './build';
import { gitSha, Stopwatch, type CliContext } from './context';
import { gateProblems } from './gate';
import { siteUp, smokeLoad } from './smoke';

export interface DeployOptions {
  canary?: number;
  channel?: 'stable' | 'webview';
  /** A folder built earlier (its manifest is stamped with the new id when published). */
  prebuilt?: string;
  smoke: boolean;
  typeCheck: boolean;
  /** Publish even when the content equals the live stable version's. */
  force?: boolean;
  quiet?: boolean;
}

export interface DeployResult {
  remote: RemoteName;
  version: string | null;
  outcome: 'activated' | 'unchanged' | 'rejected';
  channel: string;
  problems: string[];
  timings: Record<string, number>;
}

export async function deploy(ctx: CliContext, remote: RemoteName, o: DeployOptions): Promise<DeployResult> {
  const folder = REMOTE_FOLDERS[remote];
  const watch = new Stopwatch();
  const sha = gitSha(ctx.repoRoot);
  let version = makeVersionId(ctx.now(), sha ?? Math.random().toString(36).slice(2));
  // Ids have one-second steps: a second deploy of the same commit within the second waits for the next.
  while (await ctx.store.hasVersion(remote, version)) {
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    version = makeVersionId(ctx.now(), sha ?? Math.random().toString(36).slice(2));
  }
  const channel = o.canary !== undefined ? `canary ${o.canary}%` : (o.channel ?? 'stable');
  const result = (outcome: DeployResult['outcome'], problems: string[] = [], v: string | null = version): DeployResult => ({ remote, version: v, outcome, channel, problems, timings: watch.toJSON() });

  const dir = o.prebuilt ? path.resolve(o.prebuilt) : await watch.step('build', () => buildVersion(ctx, folder, version));
  try {
    return await release(dir);
  } finally {
    if (!o.prebuilt) await fs.rm(dir, { recursive: true, force: true });
  }

  async function release(dir: string): Promise<DeployResult> {
    const hash = await contentHash(dir);
    const registry = await ctx.store.readRegistry();
    const stable = registry?.remotes[remote]?.stable?.version;
    if (!o.force && o.canary === undefined && o.channel !== 'webview' && stable && (await ctx.store.versionMeta(remote, stable))?.contentHash === hash) {
      return result('unchanged', [], stable);
    }

    const problems = await watch.step('gate', () => gateProblems(ctx, remote, dir, { typeCheck: o.typeCheck }));
    if (problems.length) return result('rejected', problems);

    await watch.step('publish', () => ctx.store.publish(remote, version, dir, { contentHash: hash, gitSha: sha }, ctx.now(), stampManifest(version)));

    if (o.smoke) {
      if (!(await siteUp(ctx))) return result('rejected', [`the site at ${ctx.siteUrl} does not answer: start it, set DEPLOY_SITE_URL, or pass --no-smoke`]);
      const smoke = await watch.step('smoke', () => smokeLoad(ctx, remote, version));
      if (smoke.length) return result('rejected', smoke);
    }

    const change = { remote, by: ctx.by, now: ctx.now() };
    await watch.step('activate', () =>
      ctx.store.updateRegistry(
        (doc) => (o.canary !== undefined ? setCanary(doc, change, version, o.canary) : o.channel === 'webview' ? setWebview(doc, change, version) : setStable(doc, change, version)),
        { by: ctx.by },
      ),
    );
    return result('activated');
  }
}
