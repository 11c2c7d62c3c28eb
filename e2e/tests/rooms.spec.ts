// Rooms 1 to 5 end to end (SPEC §3 Condition count, §5 Search counts, §9): at 390 px a party of
// eight adults asks for two rooms in the guest modal, finds stays priced for two rooms, books one
// (appointment type MO) through the sandbox gateway, and the plan's stock goes down by two.
import { expect, test } from '../support/test';
import { api, BookingScreen, CONTENT, decideAtGateway, ratePlans } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { SearchSection } from '../support/search-section';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

test('eight adults book two rooms through the sandbox payment at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByApi(page.request, uniqueEmail('rooms'), 'Traveller');
  const errors = collectPageErrors(page);

  await page.goto('/en');
  await expect(page.locator('.sh-main-slot[data-slot-state="ready"]')).toBeVisible();
  const section = new SearchSection(page, 'en');
  await section.setRooms(2, 8);
  await expect(section.field('guests')).toContainText('2 rooms');
  await section.search();

  await expect(page).toHaveURL(/\/en\/search\?.*adtCnt=8.*count=2/);
  await expect(page.getByTestId('results-summary')).toContainText('2 rooms · 8 adults');
  const card = page.locator('.sr-card').filter({ has: page.getByTestId('price-total') }).filter({ hasNot: page.locator('.sr-card--sold-out') }).first();
  await expect(card).toContainText(/Total for 2 rooms, 1 night/);
  await page.screenshot({ path: 'test-results/rooms-results-390-en.png' });

  // On a phone the stay opens in place (a new tab there has no Back).
  await card.getByRole('link').first().click();
  const product = page;
  await expect(product).toHaveURL(/\/en\/products\/\d+\?.*count=2/);
  await expect(product.getByLabel('Rooms', { exact: true })).toHaveValue('2');
  const row = product.getByTestId('rate-plan').filter({ has: product.getByRole('button', { name: 'Reserve', disabled: false }) }).first();
  await expect(row.getByTestId('plan-total-label')).toHaveText(/Total for 2 rooms, 1 night/);
  await row.scrollIntoViewIfNeeded();
  await product.screenshot({ path: 'test-results/rooms-product-390-en.png' });

  // The plan's stock before booking (the same for any party: fewest rooms left over the nights).
  const productIdx = Number(/\/products\/(\d+)/.exec(product.url())![1]);
  const rateplanIdx = Number(await row.getAttribute('data-rateplan-idx'));
  const query = new URL(product.url()).searchParams;
  const condition = { checkInDate: query.get('checkInDate')!, checkOutDate: query.get('checkOutDate')!, adtCnt: 8, chdCnt: 0, chdAges: [], count: 2 };
  const stockOf = async () => (await ratePlans(request, productIdx, condition)).find((p) => p.rateplanIdx === rateplanIdx)!.stock;
  const before = await stockOf();
  expect(before).toBeGreaterThanOrEqual(2);

  await row.getByRole('button', { name: 'Reserve' }).click();
  await expect(product).toHaveURL(/\/en\/book\/\d+\?type=MO&.*adtCnt=8.*count=2/);
  const booking = new BookingScreen(product);
  await booking.expectLoaded();
  await expect(product.getByTestId('booking-page').getByText(/8 adults · 2 rooms/)).toBeVisible();

  // Guest details: an international-channel stay asks for the English name.
  const first = product.getByLabel('First name (English)');
  if (await first.isVisible()) {
    await first.fill('MINJI');
    await product.getByLabel('Last name (English)').fill('KIM');
    await product.getByLabel('Country code').fill('82');
    await product.getByLabel('Phone number').fill('1012345678');
  } else {
    await product.getByLabel('Name', { exact: true }).fill('김민지');
    await product.getByLabel('Mobile number').fill('01012345678');
  }
  const email = product.getByLabel('E-mail', { exact: true });
  if (!(await email.inputValue())) await email.fill('guest@example.com');
  await product.screenshot({ path: 'test-results/rooms-booking-390-en.png', fullPage: true });

  await booking.agreeAndPay();
  await decideAtGateway(product, 'Approve');
  await expect(product.getByTestId('payment-paid')).toBeVisible({ timeout: 20_000 });
  await expect(product.getByTestId('order-status')).toContainText('Booking complete');

  // No overselling: the two rooms came off the plan's stock.
  expect(await stockOf()).toBe(before - 2);
  // More rooms than adults is refused with a clear error.
  const bad = await api(product, 'POST', `${CONTENT}/v1/products/${productIdx}/rateplans-v3`, { ...condition, adtCnt: 1 });
  expect(bad.status).toBe(400);
  expect(errors).toEqual([]);
});
