// The footer's notice widget (mf_support) waits for the page's own remote: while that loads, the
// footer is in view at once, and its remote must not compete with the page's first load. Once the
// page has rendered, the widget loads only when the footer comes near the viewport.
import { expect, test } from '../support/test';

test('the footer widget loads after the page\'s remote is ready and only when the footer comes near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const widgetRequests: string[] = [];
  page.on('request', (r) => {
    // Scripts only (the page remote's start-up files are prefetched with the page).
    if (r.url().includes('/remotes/mf-support/') && r.url().endsWith('.js')) widgetRequests.push(r.url());
  });
  // Hold the page's remote back for a while: the widget's must not start meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf-product/**/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/products/1');
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'loading');
  await page.waitForTimeout(1500);
  expect(widgetRequests).toEqual([]);
  release();
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
  // The rendered stay page pushes the footer far below the first screen: still nothing.
  await page.waitForTimeout(1000);
  expect(widgetRequests).toEqual([]);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-remote="mf_support"]')).toHaveAttribute('data-slot-state', 'ready');
  expect(widgetRequests.length).toBeGreaterThan(0);
});
