// The search results' filter sheet on a 390 px phone: two or three stays a screen; free
// cancellation, meals and review score narrow the results and the request, and the sheet resets.
import { expect, test } from '../support/test';

test('on a phone the filter sheet offers free cancellation, meals and review score, and resets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/search?cityCode=SEL&nationCode=KR');
  const slot = page.locator('.sh-main-slot[data-remote="mf_search"]');
  await expect(slot).toHaveAttribute('data-slot-state', 'ready');
  await expect(slot.locator('article').first()).toBeVisible();
  // Two or three stays per screen.
  const heights = await slot.locator('article').evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeLessThan(844 / 2);
  const allTotal = (await slot.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const requests: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/findProducts') || r.url().includes('findProducts')) requests.push(r.postDataJSON());
  });
  await slot.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('checkbox', { name: 'Free cancellation' }).check();
  await sheet.getByRole('checkbox', { name: 'Meals included' }).check();
  await sheet.getByRole('radio', { name: '4.0/5+' }).check();
  await expect(page).toHaveURL(/reviewMin=8/);
  await expect(page).toHaveURL(/freeCancel=1/);
  await expect(page).toHaveURL(/meals=1/);
  await page.screenshot({ path: test.info().outputPath('filter-sheet-390.png') });
  await expect.poll(() => requests.some((b) => JSON.stringify(b).includes('"meals":true') && JSON.stringify(b).includes('"reviewMin":8'))).toBe(true);
  await sheet.getByRole('button', { name: /^Show results/ }).click();
  await expect(sheet).toBeHidden();
  // Every stay left cancels free.
  const cards = slot.locator('article');
  const n = await cards.count();
  for (let i = 0; i < Math.min(n, 5); i += 1) await expect(cards.nth(i)).toContainText('Free cancellation');
  // Reset from the sheet.
  await slot.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/freeCancel/);
  await expect(slot.getByRole('heading', { level: 1 })).toHaveText(allTotal);
});
