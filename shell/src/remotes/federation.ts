// Runtime composition (DESIGN §2): registry -> manifest -> registerRemotes / loadRemote.
// The registry is inlined into index.html by the server, so no request is spent finding it.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { BootData, ExposedModule, ParcelLifecycles, RemoteName, RemoteRegistry } from '@stay/shared';

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

export function bootData(): BootData {
  const w = window as unknown as { __STAY_BOOT__?: BootData };
  if (!w.__STAY_BOOT__) throw new Error('boot data missing: index.html must be served by the site server');
  return w.__STAY_BOOT__;
}

const entryOf = (name: RemoteName) => new URL((registry as RemoteRegistry)[name], window.location.href).href;

// First layer against a failing remote: the hook turns a failed load into a resolved `null`
// instead of an unhandled rejection deep inside the runtime; loadParcel turns `null` into an error.
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'stay-remote-fallback',
  async errorLoadRemote({ id, error }) {
    console.warn(`[federation] ${id} failed to load`, error);
    return null;
  },
});

export function initFederation(reg: RemoteRegistry): void {
  registry = reg;
  registerPlugins([fallbackPlugin()]);
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
