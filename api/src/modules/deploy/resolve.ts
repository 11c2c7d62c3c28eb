// Which version of each remote one page load gets (DEPLOY.md "Resolution per page request"), first
// match wins: a signed override (smoke loads) -> the webview channel for the app's webview -> the
// canary when the visitor's bucket is inside its share -> stable. The page keeps what it got for its
// whole visit (the boot data pins immutable URLs), so a tab never mixes versions of one remote.
import type { RemoteLocation, RemoteName, RemoteRegistry } from '@stay/shared/mf/contract';
import { bucketOf } from './bucket';
import type { RegistryDoc } from './registry';
import { REMOTES } from './remotes';

export interface ResolveContext {
  /** The bucket cookie; absent on a first visit before the cookie exists (then: stable). */
  visitor: string | undefined;
  webview: boolean;
  /** remote -> version, already verified (signature, version exists). */
  overrides: Partial<Record<RemoteName, string>>;
}

export interface ResolveUrls {
  /** The manifest URL of a published version. */
  versionEntry: (remote: RemoteName, version: string) => string;
  /** Where a remote the registry does not name yet is served from (its build folder). */
  devEntry: (remote: RemoteName) => string;
}

export function resolveRemotes(doc: RegistryDoc | null, ctx: ResolveContext, urls: ResolveUrls): RemoteRegistry {
  const out = {} as RemoteRegistry;
  for (const remote of REMOTES) out[remote] = resolveOne(doc, remote, ctx, urls);
  return out;
}

function resolveOne(doc: RegistryDoc | null, remote: RemoteName, ctx: ResolveContext, urls: ResolveUrls): RemoteLocation {
  const r = doc?.remotes[remote];
  if (!r?.stable) return { entry: urls.devEntry(remote), version: 'dev', channel: 'dev' };
  let version = r.stable.version;
  let channel: RemoteLocation['channel'] = 'stable';
  const override = ctx.overrides[remote];
  if (override) {
    version = override;
    channel = 'override';
  } else if (ctx.webview && r.webview) {
    version = r.webview.version;
    channel = 'webview';
  } else if (r.canary && !r.canary.halted && ctx.visitor && bucketOf(remote, r.canary.salt, ctx.visitor) < r.canary.percent / 100) {
    version = r.canary.version;
    channel = 'canary';
  }
  const loc: RemoteLocation = { entry: urls.versionEntry(remote, version), version, channel };
  // A failing load retries once at the last good version; an override (a smoke load) must not hide its failure.
  if (channel !== 'override' && r.lastGood && r.lastGood !== version) {
    loc.fallback = { entry: urls.versionEntry(remote, r.lastGood), version: r.lastGood };
  }
  return loc;
}

/**
 * The versions of one remote a visitor's page load is served now: the one its bucket resolves to and
 * that one's fallback. A page-load report counts only for these (reports.ts): a visitor cannot speak
 * for a canary its bucket is outside of, nor for a version the registry does not serve. Overrides
 * (smoke loads) are left out: their reports count for nothing.
 */
export function servedVersions(doc: RegistryDoc | null, remote: RemoteName, visitor: string, webview: boolean): string[] {
  const loc = resolveOne(doc, remote, { visitor, webview, overrides: {} }, { versionEntry: () => '', devEntry: () => '' });
  if (loc.channel === 'dev') return [];
  return loc.fallback ? [loc.version, loc.fallback.version] : [loc.version];
}
