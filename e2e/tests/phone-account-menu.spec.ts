// The account menu on a 390 px phone, where the web bar is hidden: a visitor reaches login and
// KR/EN/JP from the top bar and the language is remembered; a Silver member finds the grade card,
// my page and logout, and logging out clears the url history.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logInByApi } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { DEMO } from '../support/session-accounts';
import { ResultsScreen } from '../support/search-results';
import { daysFromToday } from '../support/search-section';

const PHONE = { width: 390, height: 844 };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu · language' });
const storage = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('a visitor on a phone reaches login and KR/EN/JP from the top bar; the language is remembered', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/en');
  await expect(menuButton(page)).toBeVisible();
  // The my-page icon sends a visitor to log in.
  await page.getByRole('button', { name: 'My page' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect.poll(() => storage(page, 'stay:return-url')).toBe('"/mypage"');

  await page.goto('/en');
  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'My account' });
  await expect(menu.getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
  await menu.getByRole('link', { name: /日本語/ }).click();
  await expect(page).toHaveURL(/\/ja$/);
  expect(await storage(page, 'stay:language')).toBe('"ja"');

  // An address without a locale prefix now opens in Japanese; one that names its locale does not move.
  await page.goto('/search?cityCode=SEL&nationCode=KR');
  await expect(page).toHaveURL(/\/ja\/search\?cityCode=SEL&nationCode=KR/);
  await page.goto('/en/search?cityCode=SEL&nationCode=KR');
  await expect(page).toHaveURL(/\/en\/search/);

  // Back to Korean from the menu: remembered too, and the plain address stays Korean.
  await menuButton(page).click();
  await page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: /한국어/ }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/search/);
  expect(await storage(page, 'stay:language')).toBe('"ko"');
  await page.goto('/');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(errors).toEqual([]);
});

test('a Silver member on a phone has the grade card, my page and logout; logout clears the url history', async ({ page }) => {
  await page.goto('/en');
  await logInByApi(page, DEMO.silver.email);
  await page.goto(`/en/search?cityCode=SEL&nationCode=KR&searchText=Seoul&checkInDate=${daysFromToday(20)}&checkOutDate=${daysFromToday(21)}`);
  await new ResultsScreen(page).expectLoaded();
  await expect.poll(async () => (await storage(page, 'stay:url-history')) ?? '').toContain('/search');

  await menuButton(page).click();
  const menu = page.getByRole('dialog', { name: 'My account' });
  await expect(menu.getByText(`Hello, ${DEMO.silver.name}`)).toBeVisible();
  await expect(menu.getByText('Silver · monthly plan')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My page' })).toBeVisible();
  await expect(menu.getByRole('list', { name: 'Language' })).toBeVisible();
  await menu.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(async () => (await storage(page, 'stay:url-history')) ?? '[]').not.toContain('/search');
  await menuButton(page).click();
  await expect(page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Log in / Sign up' })).toBeVisible();
});
