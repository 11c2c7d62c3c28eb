// Leaving a stay page on a phone (390 px): a result opens the stay in place, and both the top bar's
// back arrow and the browser's Back return to the same results; a stay page that is the first of
// its tab (a link from a message) has a back arrow that leads to the main page, not nowhere.
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { ResultsScreen } from '../support/search-results';

const resultsUrl = () => `/en/search?cityCode=SEL&nationCode=KR&searchText=Seoul&checkInDate=${daysFromToday(30)}&checkOutDate=${daysFromToday(31)}`;

test('at 390 px a stay opens in place; the back arrow and the browser’s Back both return to the results', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(resultsUrl());
  const results = new ResultsScreen(page);
  await results.expectLoaded();
  const listed = page.url();
  const link = results.cards.first().getByRole('link').first();
  // No "opens in a new window" promise on a phone.
  await expect(link).not.toHaveAttribute('target', '_blank');
  await link.click();
  await expect(page).toHaveURL(/\/en\/products\/\d+/);
  await expect(page.getByTestId('rate-plan').first()).toBeVisible({ timeout: 20_000 });
  expect(page.context().pages()).toHaveLength(1);

  await page.getByRole('button', { name: 'Go back' }).first().click();
  await expect(page).toHaveURL(listed);
  await results.expectLoaded();

  await results.cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/products\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(listed);
  await results.expectLoaded();
  expect(errors).toEqual([]);
});

test('at 390 px a stay reached straight from a link (a message, another site): the back arrow leads to the main page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/products/1');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Go back' }).first().click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('.sh-main-slot[data-slot-state="ready"]')).toBeVisible();
});
