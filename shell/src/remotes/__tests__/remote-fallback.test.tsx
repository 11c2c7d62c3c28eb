// DEPLOY.md "Shell": a remote version that fails to load or mount is tried once more, in the same
// slot, at its last good version; the page reports both loads, and shows which version it runs.
import { render, screen, waitFor } from '@testing-library/react';
import type { RemoteRegistry } from '@stay/shared';

const loads: string[] = [];
let entries: Record<string, string> = {};
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn((remotes: { name: string; entry: string }[]) => {
    for (const r of remotes) entries[r.name] = r.entry;
  }),
  loadRemote: jest.fn(async (id: string) => {
    const name = id.split('/')[0] as string;
    loads.push(entries[name] as string);
    if ((entries[name] as string).includes('BROKEN')) throw new Error('chunk 404');
    return {
      bootstrap: async () => undefined,
      mount: async (props: { domElement: HTMLElement }) => {
        props.domElement.innerHTML = '<h1>mounted</h1>';
      },
      unmount: async () => undefined,
    };
  }),
}));

import { MountPropsContext } from '../../app/mount-props';
import { RemoteSlot } from '../remote-slot';
import { initFederation } from '../federation';

const loc = (version: string, fallback?: string) => ({
  entry: `/remotes/mf-search/${version}/mf-manifest.json`,
  version,
  channel: 'canary' as const,
  ...(fallback ? { fallback: { entry: `/remotes/mf-search/${fallback}/mf-manifest.json`, version: fallback } } : {}),
});

function registry(search: ReturnType<typeof loc>): RemoteRegistry {
  const dev = (n: string) => ({ entry: `/remotes/${n}/mf-manifest.json`, version: 'dev', channel: 'dev' as const });
  return { mf_search: search, mf_product: dev('p'), mf_mypage: dev('m'), mf_membership: dev('s'), mf_support: dev('t') };
}

const props = { locale: 'ko' as const, basePath: '', pathname: '/search', search: '', webview: false };
const slot = () => (
  <MountPropsContext.Provider value={props}>
    <RemoteSlot remote="mf_search" module="./app" />
  </MountPropsContext.Provider>
);

const beacons: { remote: string; version: string; ok: boolean; fellBack: boolean }[] = [];
beforeEach(() => {
  loads.length = 0;
  beacons.length = 0;
  entries = {};
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, body: Blob) => {
      const reader = new FileReader();
      reader.onload = () => beacons.push(JSON.parse(String(reader.result)));
      reader.readAsText(body);
      return true;
    },
  });
});

describe('remote fallback', () => {
  it('loads the last good version in the same slot when the canary fails, and reports both', async () => {
    initFederation(registry(loc('20261123100000-BROKEN0', '20261123090000-good000')));
    const { container } = render(slot());
    expect(await screen.findByRole('heading', { name: 'mounted' })).toBeInTheDocument();
    const el = container.querySelector('[data-remote="mf_search"]');
    expect(el?.getAttribute('data-slot-state')).toBe('ready');
    expect(el?.getAttribute('data-remote-version')).toBe('20261123090000-good000');
    expect(loads.map((e) => /mf-search\/([^/]+)\//.exec(e)?.[1])).toEqual(['20261123100000-BROKEN0', '20261123090000-good000']);
    await waitFor(() => expect(beacons).toHaveLength(2));
    expect(beacons).toEqual([
      expect.objectContaining({ version: '20261123100000-BROKEN0', ok: false, fellBack: true }),
      expect.objectContaining({ version: '20261123090000-good000', ok: true }),
    ]);
  });

  it('shows the slot fallback when there is no last good version to try', async () => {
    initFederation(registry(loc('20261123100000-BROKEN0')));
    render(slot());
    expect(await screen.findByTestId('slot-fallback')).toBeInTheDocument();
    expect(loads).toHaveLength(1);
  });
});
