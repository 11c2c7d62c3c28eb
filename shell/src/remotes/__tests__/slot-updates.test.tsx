// A slot gives its parcel new props on a navigation, and only then: the same props again
// (the slot turning ready right after the mount) would draw the whole remote once more.
import { render, screen, waitFor } from '@testing-library/react';
import type { RemoteRegistry } from '@stay/shared';

const updates: string[] = [];
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; pathname: string }) => {
      props.domElement.innerHTML = `<h1>${props.pathname}</h1>`;
    },
    update: async (props: { pathname: string; search: string }) => {
      updates.push(`${props.pathname}${props.search}`);
    },
    unmount: async () => undefined,
  })),
}));

import { MountPropsContext } from '../../app/mount-props';
import { initFederation } from '../federation';
import { RemoteSlot } from '../remote-slot';

const dev = (n: string) => ({ entry: `/remotes/${n}/mf-manifest.json`, version: 'dev', channel: 'dev' as const });
const registry = { mf_search: dev('s'), mf_product: dev('p'), mf_mypage: dev('m'), mf_membership: dev('b'), mf_support: dev('t') } as RemoteRegistry;
const at = (pathname: string, search = '') => (
  <MountPropsContext.Provider value={{ locale: 'ko', basePath: '', pathname, search, webview: false }}>
    <RemoteSlot remote="mf_search" module="./app" extraProps={{ nested: { a: 1 } }} />
  </MountPropsContext.Provider>
);

it('sends no update for the props the parcel has, and one per navigation', async () => {
  initFederation(registry);
  const view = render(at('/search'));
  expect(await screen.findByRole('heading', { name: '/search' })).toBeInTheDocument();
  await waitFor(() => expect(view.container.querySelector('[data-remote-version]')).not.toBeNull());
  // The same address drawn again (a new props object, a new extra-props object): nothing is sent.
  view.rerender(at('/search'));
  await new Promise((r) => setTimeout(r, 20));
  expect(updates).toEqual([]);

  view.rerender(at('/search', '?sort=price'));
  await waitFor(() => expect(updates).toEqual(['/search?sort=price']));
  view.rerender(at('/themes'));
  await waitFor(() => expect(updates).toEqual(['/search?sort=price', '/themes']));
});
