// A remote whose files fail costs only its slot; the rest keeps working; the slot recovers
// once the files are back, without reloading the page.
import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { logInByApi } from '../support/booking';
import { DEMO } from '../support/session-accounts';

const REMOTES = [
  { name: 'mf_search', dir: 'mf-search', path: '/search', other: '/faq', otherRemote: 'mf_support' },
  { name: 'mf_product', dir: 'mf-product', path: '/products/1', other: '/faq', otherRemote: 'mf_support' },
  { name: 'mf_mypage', dir: 'mf-mypage', path: '/mypage', other: '/faq', otherRemote: 'mf_support' },
  { name: 'mf_membership', dir: 'mf-membership', path: '/membership/awesome/subscribe', other: '/faq', otherRemote: 'mf_support' },
  { name: 'mf_support', dir: 'mf-support', path: '/faq', other: '/search', otherRemote: 'mf_search' },
];

type Mode = 'manifest 404' | 'entry 404' | 'chunk 404' | 'server down';
const MODES: Mode[] = ['manifest 404', 'entry 404', 'chunk 404', 'server down'];

function breaker(mode: Mode) {
  return async (route: Route) => {
    const url = new URL(route.request().url()).pathname;
    const isManifest = url.endsWith('/mf-manifest.json');
    const isEntry = url.endsWith('/remoteEntry.js');
    const isChunk = url.endsWith('.js') && !isEntry;
    if (mode === 'server down') return route.abort('connectionrefused');
    if ((mode === 'manifest 404' && isManifest) || (mode === 'entry 404' && isEntry) || (mode === 'chunk 404' && isChunk)) {
      return route.fulfill({ status: 404, body: 'not found' });
    }
    return route.continue();
  };
}

/** Moves within the page, as the shell's links do (no reload). */
const shellNavigate = (page: Page, to: string) =>
  page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);

const slot = (page: Page, remote: string) => page.locator(`.sh-main-slot[data-remote="${remote}"]`);

for (const remote of REMOTES) {
  for (const mode of MODES) {
    test(`${remote.name}: ${mode} shows a fallback and recovers without reload`, async ({ page }) => {
      const pattern = `**/remotes/${remote.dir}/**`;
      await page.route(pattern, breaker(mode));
      // A page carries its own remote's manifest, so a manifest that fails is met
      // when the remote is reached from another page.
      const opened = mode === 'manifest 404' ? remote.other : remote.path;
      // My page is a member's page (a visitor is sent to log in in its place).
      if (remote.name === 'mf_mypage') await logInByApi(page, DEMO.bronze.email);
      await page.goto(opened);
      await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
      if (opened !== remote.path) {
        // Moved on once the opened page is live: history changed under a page still hydrating
        // would have it drawn again, which no visitor can do (their links wait for the page).
        await expect(slot(page, remote.otherRemote)).toHaveAttribute('data-slot-state', 'ready');
        await shellNavigate(page, remote.path);
      }

      await expect(slot(page, remote.name)).toHaveAttribute('data-slot-state', 'failed');
      await expect(slot(page, remote.name).getByTestId('slot-fallback')).toBeVisible();
      // The layout still works.
      await expect(page.getByRole('contentinfo')).toBeVisible();

      // Another remote still works: go there through the shell, then come back.
      await shellNavigate(page, remote.other);
      await expect(slot(page, remote.otherRemote)).toHaveAttribute('data-slot-state', 'ready');
      await page.goBack();
      await expect(slot(page, remote.name)).toHaveAttribute('data-slot-state', 'failed');

      // Files are back: retry recovers in place.
      await page.unroute(pattern);
      await slot(page, remote.name).getByTestId('slot-fallback').getByRole('button').click();
      await expect(slot(page, remote.name)).toHaveAttribute('data-slot-state', 'ready');
      await expect(slot(page, remote.name).getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    });
  }
}
