// Runtime composition (DESIGN §2): registry -> manifest -> registerRemotes / loadRemote.
// The registry is inlined into index.html by the server, so no request is spent finding it.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { BootData, ExposedModule, ParcelLifecycles, RemoteName, RemoteRegistry } from '@stay/shared';
import { nextTask } from '../lib/next-task';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: ExposedModule,
    readonly reason: unknown,
  ) {
    super(`remote ${remote} ${module} could not be loaded`);
    this.name = 'RemoteLoadError';
  }
}

let registry: RemoteRegistry | null = null;
/** The version of each remote this page uses: the boot data's, or its fallback once that failed. */
const active = new Map<RemoteName, { entry: string; version: string }>();
const fellBack = new Set<RemoteName>();

export function bootData(): BootData {
  const w = window as unknown as { __STAY_BOOT__?: BootData };
  if (!w.__STAY_BOOT__) throw new Error('boot data missing: index.html must be served by the site server');
  return w.__STAY_BOOT__;
}

const absolute = (url: string) => new URL(url, window.location.href).href;
const entryOf = (name: RemoteName) => absolute((active.get(name) ?? (registry as RemoteRegistry)[name]).entry);

// First layer against a failing remote: the hook turns a failed load into a resolved `null`
// instead of an unhandled rejection deep inside the runtime; loadParcel turns `null` into an error.
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'stay-remote-fallback',
  async errorLoadRemote({ id, error }) {
    console.warn(`[federation] ${id} failed to load`, error);
    return null;
  },
});

// A cold page waits for no manifest: the server inlines the page remote's manifest into the boot
// data (api/site/page-remote), and the runtime's manifest request is answered from it. Each is used
// once: a remote loaded anew after a failure fetches its manifest from the server.
const inlineManifestPlugin = (manifests: Record<string, unknown>): ModuleFederationRuntimePlugin => {
  const byUrl = new Map(Object.entries(manifests).map(([url, json]) => [absolute(url), json]));
  return {
    name: 'stay-inline-manifest',
    fetch(url) {
      const json = byUrl.get(url);
      if (json === undefined) return undefined;
      byUrl.delete(url);
      return Promise.resolve(new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } }));
    },
  };
};

// A remote's start is cut into tasks, so a tap can come in between. Its entry script runs (its own
// task), then its shared libraries are negotiated (init), then its exposed module is fetched and its
// code run (get): on a phone these three ran as one task of 100-180 ms when the entry arrived.
const inTurnsPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'stay-start-in-turns',
  async beforeInitContainer(args) {
    await nextTask();
    return args;
  },
  async initContainer(args) {
    await nextTask();
    return args;
  },
});

export function initFederation(reg: RemoteRegistry, manifests: Record<string, unknown> = {}): void {
  registry = reg;
  for (const name of Object.keys(reg) as RemoteName[]) active.set(name, { entry: reg[name].entry, version: reg[name].version });
  registerPlugins([fallbackPlugin(), inlineManifestPlugin(manifests), inTurnsPlugin()]);
  registerRemotes((Object.keys(reg) as RemoteName[]).map((name) => ({ name, entry: entryOf(name) })));
}

const failed = new Set<RemoteName>();

/** Loads an exposed parcel. After a failure the remote is registered anew so a retry fetches again. */
export async function loadParcel(remote: RemoteName, module: ExposedModule): Promise<ParcelLifecycles> {
  if (!registry) throw new Error('federation not initialised');
  if (failed.has(remote)) {
    registerRemotes([{ name: remote, entry: entryOf(remote) }], { force: true });
    failed.delete(remote);
  }
  let mod: ParcelLifecycles | null;
  try {
    mod = await loadRemote<ParcelLifecycles>(`${remote}/${module.slice(2)}`);
  } catch (e) {
    failed.add(remote);
    throw new RemoteLoadError(remote, module, e);
  }
  if (!mod || typeof mod.mount !== 'function') {
    failed.add(remote);
    throw new RemoteLoadError(remote, module, new Error('exposed module is not a parcel'));
  }
  return mod;
}

/** The version of a remote this page runs (shown on its slot as data-remote-version). */
export const activeVersion = (remote: RemoteName): string | undefined => active.get(remote)?.version;

/**
 * After a failed load or mount: switch this page to the remote's last good version, once (DEPLOY.md
 * "Shell"). True when the caller should try again. A version that loaded fine is never swapped.
 */
export function fallBack(remote: RemoteName): boolean {
  const fb = registry?.[remote]?.fallback;
  if (!fb || fellBack.has(remote) || active.get(remote)?.version === fb.version) return false;
  fellBack.add(remote);
  active.set(remote, fb);
  registerRemotes([{ name: remote, entry: absolute(fb.entry) }], { force: true });
  failed.delete(remote);
  return true;
}

/**
 * Tells the server how a load of a published version went (it halts a failing canary). A beacon:
 * it never delays the page and survives navigation. Build folders ('dev') are not reported.
 */
export function reportLoad(remote: RemoteName, version: string, outcome: { ok: boolean; fellBack?: boolean; phase?: 'load' | 'mount' }): void {
  if (version === 'dev' || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = JSON.stringify({ remote, version, ok: outcome.ok, fellBack: outcome.fellBack ?? false, phase: outcome.phase ?? 'load' });
  try {
    navigator.sendBeacon('/api/deploy/report', new Blob([body], { type: 'application/json' }));
  } catch {
    // Reporting is best effort.
  }
}
