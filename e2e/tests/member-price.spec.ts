// A Gold member on a 390 px phone sees their own price first: as the headline on the results and
// in the stay's rate rows, and the booking page totals that same price.
import { expect, test } from '../support/test';
import { BookingScreen, logInByApi } from '../support/booking';
import { DEMO } from '../support/session-accounts';
import { amountOf, ResultsScreen } from '../support/search-results';
import { daysFromToday } from '../support/search-section';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('a Gold member sees their own price as the headline on results and in the rate rows', async ({ page }) => {
  await page.goto('/en');
  await logInByApi(page, DEMO.gold.email);
  await page.goto(`/en/search?cityCode=SEL&nationCode=KR&searchText=Seoul&checkInDate=${daysFromToday(25)}&checkOutDate=${daysFromToday(27)}`);
  const results = new ResultsScreen(page);
  await results.expectLoaded();
  const card = results.cards.filter({ has: page.getByTestId('price-nonmember') }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Your member price')).toBeVisible();
  const mine = amountOf(await card.getByTestId('price-total').innerText());
  const standard = amountOf(await card.getByTestId('price-nonmember').innerText());
  expect(mine).toBeGreaterThan(0);
  expect(mine).toBeLessThan(standard);

  // On a phone the stay opens in place (a new tab there has no Back).
  await card.getByRole('link').first().click();
  const product = page;
  await expect(product).toHaveURL(/\/en\/products\/\d+/);
  const row = product.getByTestId('rate-plan').filter({ has: product.getByTestId('plan-standard') }).first();
  await expect(row).toBeVisible();
  expect(amountOf(await row.getByTestId('plan-total').innerText())).toBeLessThan(amountOf(await row.getByTestId('plan-standard').innerText()));
  await expect(product.getByTestId('display-lowest')).toHaveText(new RegExp(mine.toLocaleString('en-US')));

  // The headline is the price the member is charged: the booking page totals the same amount.
  const reservable = product.getByTestId('rate-plan').filter({ has: product.getByTestId('plan-standard') }).filter({ has: product.getByRole('button', { name: 'Reserve', disabled: false }) }).first();
  const shown = amountOf(await reservable.getByTestId('plan-total').innerText());
  await reservable.getByRole('button', { name: 'Reserve' }).click();
  const booking = new BookingScreen(product);
  await booking.expectLoaded();
  await expect(booking.total).toHaveText(`KRW ${shown.toLocaleString('en-US')}`);
});
