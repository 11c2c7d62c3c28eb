// A stay's rooms that fail to load, on a 390 px phone: the page stays, says so, and loads the rooms
// again in place.
import { expect, test } from '../support/test';
import { daysFromToday } from '../support/search-section';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('a failed rate-plan call keeps the stay page and retries the rooms in place', async ({ page }) => {
  // The page comes with its rooms (drawn on the server); a new condition asks again.
  await page.goto(`/en/products/1?checkInDate=${daysFromToday(30)}&checkOutDate=${daysFromToday(31)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
  let failures = 1;
  await page.route('**/rateplans-v3', async (route) => {
    if (failures-- > 0) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ result: 'fail', message: 'upstream unavailable' }) });
    return route.fallback();
  });
  await page.getByRole('form', { name: 'Your stay' }).getByLabel('Adults').selectOption('3');
  const failed = page.getByTestId('rooms-failed');
  await expect(failed).toContainText("We couldn't load the rooms and rates.");
  await expect(page.getByTestId('price-block')).toBeVisible();
  await failed.getByRole('button', { name: 'Load rooms again' }).click();
  await expect(page.getByTestId('room').first()).toBeVisible();
  await expect(failed).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
