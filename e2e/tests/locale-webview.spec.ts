// The locale buttons keep path and query; the webview header hides the top bar.
import { expect, test } from '../support/test';

test('locale buttons reopen the same path and query in the other locale', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/faq?tab=2');
  await page.getByRole('link', { name: 'EN English', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/faq\?tab=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'JP 日本語', exact: true }).click();
  await expect(page).toHaveURL(/\/ja\/faq\?tab=2$/);
  await page.getByRole('link', { name: 'KR 한국어', exact: true }).click();
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

test.describe('inside the app', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const search = '/search?keyword=%EC%84%9C%EC%9A%B8&checkInDate=2027-01-11&checkOutDate=2027-01-13&adtCnt=2';

  test('a stay opens natively: the app gets /accom with the product and the dates', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'client-interface': 'WebView' } });
    await context.addInitScript(() => {
      const w = window as unknown as { AwesomeStayApp: { postMessage(m: string): void }; __pushed: unknown[] };
      w.__pushed = [];
      w.AwesomeStayApp = { postMessage: (m: string) => w.__pushed.push(JSON.parse(m)) };
    });
    const page = await context.newPage();
    await page.goto(search);
    // A priced card (a loading skeleton has no index), then held by its index while the list settles.
    await expect(page.locator('.sr-card[data-product-idx]').first()).toBeVisible();
    const productIdx = Number(await page.locator('.sr-card[data-product-idx]').first().getAttribute('data-product-idx'));
    const card = page.locator(`.sr-card[data-product-idx="${productIdx}"]`);
    // The app draws its own chrome: no footer or chat button inside it.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.locator('.sh-chat-button')).toHaveCount(0);
    await card.getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __pushed: unknown[] }).__pushed.length)).toBe(1);
    const [message] = (await page.evaluate(() => (window as unknown as { __pushed: unknown[] }).__pushed)) as { name: string; args: [string, { productIdx: number; query: Record<string, string> }] }[];
    expect(message!.name).toBe('push');
    expect(message!.args[0]).toMatch(new RegExp(`^/accom\\?productIdx=${productIdx}&`));
    expect(message!.args[0]).toContain('checkInDate=2027-01-11');
    expect(message!.args[1].productIdx).toBe(productIdx);
    expect(message!.args[1].query).toMatchObject({ checkInDate: '2027-01-11', checkOutDate: '2027-01-13' });
    // Nothing opened in the page itself.
    expect(new URL(page.url()).pathname).toBe('/search');
    await context.close();
  });

  test('without the app bridge, a stay opens in place instead of a new window', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'client-interface': 'WebView' } });
    const page = await context.newPage();
    await page.goto(search);
    await expect(page.locator('.sr-card[data-product-idx]').first()).toBeVisible();
    const productIdx = await page.locator('.sr-card[data-product-idx]').first().getAttribute('data-product-idx');
    const card = page.locator(`.sr-card[data-product-idx="${productIdx}"]`);
    let popups = 0;
    context.on('page', () => (popups += 1));
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/products/${productIdx}\\?`));
    expect(popups).toBe(0);
    await context.close();
  });
});
