// Logging out leaves no url history behind in the browser's storage.
import { expect, test } from '../support/test';
import { ProfileMenu } from '../support/session-profile-menu';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

const ready = '.sh-main-slot[data-slot-state="ready"]';

test('logout leaves no url history behind', async ({ page }) => {
  await signUpByApi(page.request, uniqueEmail('history'), 'Historian');
  await page.goto('/en/search?cityCode=SEL&nationCode=KR');
  await expect(page.locator(ready).first()).toBeVisible();
  await page.goto('/en/mypage');
  await expect(page.locator(ready).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('stay:url-history'))).toContain('/search?cityCode=SEL');
  await new ProfileMenu(page).logOut();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator(ready).first()).toBeVisible();
  const history = await page.evaluate(() => localStorage.getItem('stay:url-history'));
  expect(history === null ? [] : JSON.parse(history)).toEqual([]);
});
