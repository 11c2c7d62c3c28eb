// Issue 2: the locale buttons keep path and query; the webview header hides the top bar.
import { expect, test } from '@playwright/test';

test('locale buttons reopen the same path and query in the other locale', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/faq?tab=2');
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/faq\?tab=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: '日本語', exact: true }).click();
  await expect(page).toHaveURL(/\/ja\/faq\?tab=2$/);
  await page.getByRole('link', { name: '한국어', exact: true }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/faq\?tab=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a browser shows the top bar on a phone', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.locator('.sh-top-bar')).toBeVisible();
  });

  test('the webview header hides the top bar', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'client-interface': 'WebView' } });
    const page = await context.newPage();
    await page.goto('/faq');
    await expect(page.locator('.sh-main-slot[data-remote="mf_support"]')).toHaveAttribute('data-slot-state', 'ready');
    await expect(page.locator('.sh-top-bar')).toHaveCount(0);
    await context.close();
  });
});
