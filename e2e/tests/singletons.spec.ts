// Exactly one React DOM and one @stay/shared instance run on a page that shows three
// remotes' parcels, and state written by one remote is seen by the shell.
import { expect, test } from '../support/test';
import { logInByApi } from '../support/booking';
import { DEMO } from '../support/session-accounts';

test('three remotes share one React DOM and one @stay/shared', async ({ page }) => {
  // Every react-dom instance registers its renderer with the devtools hook exactly once.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
      get count() {
        return renderers.length;
      },
    };
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  // My page is for members: a visitor would be sent to the login page.
  await logInByApi(page, DEMO.bronze.email);
  await page.goto('/mypage');
  await expect(page.locator('.sh-main-slot[data-remote="mf_mypage"]')).toHaveAttribute('data-slot-state', 'ready');
  // The footer's notice widget loads when the footer comes near the viewport.
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer [data-remote="mf_support"]')).toHaveAttribute('data-slot-state', 'ready');
  await page.evaluate(() => window.scrollTo(0, 0));

  // Open the search section (mf_search's second parcel) from the web bar summary.
  await page.getByRole('banner').getByRole('button', { name: /search|검색|検索/i }).first().click();
  const section = page.locator('[data-remote="mf_search"]');
  await expect(section).toHaveAttribute('data-slot-state', 'ready');

  const counts = await page.evaluate(() => ({
    reactDom: (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { count: number } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.count,
    shared: (window as unknown as { __STAY_SHARED_INSTANCES__?: number }).__STAY_SHARED_INSTANCES__,
  }));
  expect(counts).toEqual({ reactDom: 1, shared: 1 });

  // mf_search writes the search condition; the shell's web bar summary shows it.
  await section.getByRole('button', { name: /^(Guests|인원|人数)/ }).click();
  await section.getByRole('button', { name: /more adults|성인 늘리기|大人を増やす/i }).click();
  await expect(page.getByRole('banner')).toContainText(/3/);
});
