// Pages that cannot be shown say so, on a 390 px phone: unknown routes answer a real 404 with a
// not-found page and a way home, and a remote that throws while rendering gives the SPEC §2 error
// fallback with a way back to main.
import { expect, test } from '../support/test';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('unknown routes answer 404 with a not-found page and a way home; /products/abc stays itself', async ({ page, request }) => {
  for (const path of ['/no-such-page', '/en/no-such-page', '/products/abc', '/products/99999999']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toContain('<meta name="robots" content="noindex">');
  }
  expect((await request.get('/en/search')).status()).toBe(200);

  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the main page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  // After a navigation, focus is on the new page's heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.goto('/en/products/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/en/products/abc');
  await expect(page.getByRole('link', { name: 'Back to the main page' })).toBeVisible();
});

test('a remote that throws while rendering shows the error fallback screen with a way back to main', async ({ page }) => {
  // Make mf-product's not-found view throw while rendering: its class name becomes an expression
  // that throws, in the remote's own served code (no test hook in the product).
  await page.route(/\/remotes\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const marker = 'className:"pd-page pd-state"';
    if (!body.includes(marker)) return route.fulfill({ response });
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: 200, headers, body: body.replaceAll(marker, 'className:(()=>{throw new Error("e2e: the stay view broke")})()') });
  });
  await page.goto('/en/products/99999999');
  const fallback = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'A service error occurred' }) });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('e2e: the stay view broke');
  await expect(fallback).toContainText('/en/products/99999999');
  await expect(fallback).toContainText('Mozilla');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('button', { name: 'Back to main' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
