// Booking and payment journeys (mf-product /book, /payment/result) against the sandbox gateway:
// (a) a visitor finds a stay, changes dates, reserves, logs in, books with a coupon and points,
// approves the payment and sees the confirmed booking for the price the product page showed;
// (b) an international-channel stay takes the English guest form; (c) a declined payment makes
// no booking and the room's stock is back.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { amountOf, ResultsScreen } from '../support/search-results';
import { daysFromToday } from '../support/search-section';
import { collectPageErrors } from '../support/page-errors';
import { api, BookingScreen, CONTENT, decideAtGateway, findStay, INTERNATIONAL, pickStayDates, planRow, productUrl, ratePlans, stayCondition } from '../support/booking';
import { DEMO, signUpByApi, uniqueEmail } from '../support/session-accounts';
import { LoginScreen } from '../support/session-login-page';

const acceptPopup = async (page: Page, text: RegExp | string) => {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

test('a visitor books with a coupon and points and pays the price the product page showed', async ({ page, context }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/search?checkInDate=${daysFromToday(21)}&checkOutDate=${daysFromToday(23)}&cityCode=SEL&nationCode=KR&searchText=Seoul&adtCnt=2&chdCnt=0`);
  const results = new ResultsScreen(page);
  await results.expectLoaded();
  const card = results.cards.filter({ has: page.getByTestId('price-total') }).filter({ hasNot: page.locator('.sr-card--sold-out') }).first();
  const popup = context.waitForEvent('page');
  await card.getByRole('link').first().click();
  const product = await popup;
  const errors = collectPageErrors(product);
  await product.setViewportSize({ width: 1280, height: 900 });
  await expect(product.getByTestId('room').first()).toBeVisible();
  // The page is drawn on the server; its date fields answer once mf-product is live.
  await expect(product.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');

  // New dates on the product page: the rooms are priced again for them.
  const checkIn = daysFromToday(45);
  const checkOut = daysFromToday(47);
  const repriced = product.waitForResponse((r) => r.url().includes('/rateplans-v3') && (r.request().postData() ?? '').includes(checkOut));
  await pickStayDates(product, checkIn, checkOut);
  await repriced;
  // The rooms show the new prices (they are priced again in the background, the old ones stay meanwhile).
  await expect(product.locator('.pd-rooms')).toHaveAttribute('aria-busy', 'false');
  await expect(product.getByTestId('product-page').getByText('2 nights', { exact: true })).toBeVisible();
  const row = product.getByTestId('rate-plan').filter({ has: product.getByRole('button', { name: 'Reserve', disabled: false }) }).first();
  const shownPrice = amountOf(await row.getByTestId('plan-total').innerText());
  expect(shownPrice).toBeGreaterThan(0);

  // A visitor is asked to log in and comes back to this booking.
  await row.getByRole('button', { name: 'Reserve' }).click();
  await acceptPopup(product, 'Please log in to book.');
  await expect(product).toHaveURL(/\/en\/login/);
  await new LoginScreen(product).logIn(DEMO.bronze.email);
  await expect(product).toHaveURL(new RegExp(`/en/book/\\d+\\?type=OC&.*checkInDate=${checkIn}&checkOutDate=${checkOut}`));
  const booking = new BookingScreen(product);
  await booking.expectLoaded();

  // The welcome coupon, downloaded through the API (once per member), then the page is reloaded:
  // the URL alone restores the booking.
  const issued = await api(product, 'POST', `${CONTENT}/v1/coupons`, { couponIdx: 1 });
  expect([200, 409]).toContain(issued.status);
  await product.reload();
  await booking.expectLoaded();
  await expect(booking.total).toHaveText(`KRW ${shownPrice.toLocaleString('en-US')}`);

  const coupon = product.getByRole('combobox', { name: 'Coupon to apply' });
  const usable = coupon.locator('option:not([disabled]):not([value=""])').first();
  await coupon.selectOption(await usable.getAttribute('value'));
  await expect(product.getByTestId('amount-coupon')).toBeVisible();
  const couponAmount = amountOf(await product.getByTestId('amount-coupon').innerText());
  await product.getByLabel('Points to use').fill('500');
  await product.getByLabel('Points to use').press('Enter');
  await expect(product.getByTestId('amount-points')).toHaveText('\u2212KRW 500');
  const expected = shownPrice - couponAmount - 500;
  await expect(booking.total).toHaveText(`KRW ${expected.toLocaleString('en-US')}`);

  await booking.agreeAndPay();
  const clicked = await decideAtGateway(product, 'Approve');
  await expect(product.getByTestId('payment-paid')).toBeVisible({ timeout: 20_000 });
  console.log(`PAY_TO_CONFIRM_MS=${Date.now() - clicked}`);
  await expect(product.getByTestId('order-status')).toContainText('Booking complete');
  await expect(product.getByTestId('paid-amount')).toHaveText(`KRW ${expected.toLocaleString('en-US')}`);
  const orderNum = await product.getByTestId('order-num').innerText();

  // A reload of the result page neither charges again nor breaks.
  await product.reload();
  await expect(product.getByTestId('paid-amount')).toHaveText(`KRW ${expected.toLocaleString('en-US')}`);
  await product.getByRole('link', { name: 'View your voucher' }).click();
  await expect(product).toHaveURL(new RegExp(`/en/lms/${orderNum}$`));
  await expect(product.getByTestId('voucher-page')).toBeVisible();
  await expect(product.getByTestId('amount-total')).toHaveText(`KRW ${expected.toLocaleString('en-US')}`);
  await expect(product.getByRole('link', { name: /^Chat/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an international-channel stay books with the English guest form', async ({ page, request }) => {
  test.setTimeout(180_000);
  const c = stayCondition(daysFromToday(50), daysFromToday(51));
  await signUpByApi(page.request, uniqueEmail('intl'), 'GlobalGuest');
  const booking = new BookingScreen(page);
  const soldOut = page.getByText('This room has just sold out. Please choose another room or date.');
  const changed = page.getByTestId('price-changed');
  /** The simulated suppliers sell out, move prices and time out now and then (src/suppliers). */
  const attempt = async (productIdx: number, rateplanIdx: number): Promise<boolean> => {
    await page.goto(productUrl(productIdx, c));
    await planRow(page, rateplanIdx).getByRole('button', { name: 'Reserve' }).click();
    const failed = page.getByRole('heading', { name: 'This booking cannot go ahead' });
    await expect(page.getByTestId('booking-page').or(failed)).toBeVisible({ timeout: 20_000 });
    if (await failed.isVisible()) return false;
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
    await page.getByLabel('First name (English)').fill('Minji');
    await page.getByLabel('Last name (English)').fill('Kim');
    await page.getByLabel('Country code').fill('82');
    await page.getByLabel('Phone number').fill('1012345678');
    await page.getByRole('radio', { name: 'Overseas card' }).check();
    await booking.agreeAndPay();
    const atGateway = page.getByRole('button', { name: 'Approve' });
    await expect(atGateway.or(changed).or(soldOut)).toBeVisible({ timeout: 20_000 });
    if (await changed.isVisible()) {
      // The page shows the old and the new total and pays only once the traveller accepts.
      await expect(changed).toContainText(/Was KRW [\d,]+, now KRW [\d,]+/);
      await changed.getByRole('button', { name: 'Accept the new price and pay' }).click();
      await expect(atGateway.or(soldOut)).toBeVisible({ timeout: 20_000 });
    }
    return atGateway.isVisible();
  };
  let from = 400;
  for (let tries = 1; ; tries += 1) {
    const stay = await findStay(request, c, (channel) => channel !== null && INTERNATIONAL.includes(channel), from);
    from = stay.productIdx - 1;
    if (await attempt(stay.productIdx, stay.plan.rateplanIdx)) break;
    expect(tries, 'three international stays in a row could not be booked').toBeLessThan(3);
  }
  await decideAtGateway(page, 'Approve');
  // Confirmed in time: a number; timed out: 'awaiting confirmation'; refused by the supplier: refunded, and said so.
  const rejected = page.getByText(/The stay could not confirm the booking, so the payment was refunded in full/);
  await expect(page.getByTestId('payment-paid').or(rejected)).toBeVisible({ timeout: 30_000 });
  if (await page.getByTestId('payment-paid').isVisible()) {
    await expect(page.getByTestId('confirm-num')).toHaveText(/^(?!Not issued yet)\S/);
    // The voucher keeps the guest's country code ('+82' was once lost).
    const orderNum = new URL(page.url()).searchParams.get('orderNum') ?? new URL(page.url()).searchParams.get('orderId');
    await page.goto(`/en/lms/${orderNum}`);
    await expect(page.getByText('+82 1012345678')).toBeVisible();
  }
});

test('a declined payment makes no booking and the room is on sale again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const c = stayCondition(daysFromToday(60), daysFromToday(61));
  const stay = await findStay(request, c, (channel) => channel === null, 120);
  await signUpByApi(page.request, uniqueEmail('decline'), 'Decliner');
  await page.goto(productUrl(stay.productIdx, c));
  const row = planRow(page, stay.plan.rateplanIdx);
  const stockText = await row.locator('.pd-plan__stock').innerText();
  await row.getByRole('button', { name: 'Reserve' }).click();
  const booking = new BookingScreen(page);
  await booking.expectLoaded();
  await page.getByLabel('Mobile number').fill('01055557777');
  await booking.agreeAndPay();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  // While the buyer is at the gateway the room is held.
  const held = (await ratePlans(request, stay.productIdx, c)).find((p) => p.rateplanIdx === stay.plan.rateplanIdx);
  expect(held?.stock).toBe(stay.plan.stock - 1);
  await decideAtGateway(page, 'Decline');
  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible();
  // Why, and what to try instead, on the page, not only in the URL.
  await expect(page.getByTestId('decline-reason')).toContainText('Reason: the card company or payment provider did not approve the payment.');
  await expect(page.getByTestId('decline-reason')).toContainText('Try another card');
  const orderNum = new URL(page.url()).searchParams.get('orderNum');

  const after = (await ratePlans(request, stay.productIdx, c)).find((p) => p.rateplanIdx === stay.plan.rateplanIdx);
  expect(after?.stock).toBe(stay.plan.stock);
  const pending = await api(page, 'GET', `${CONTENT}/v1/books/status/pending`);
  expect(JSON.stringify(pending.body.data)).not.toContain(String(orderNum));

  await page.getByRole('button', { name: 'Try booking again' }).click();
  await booking.expectLoaded();
  await page.goto(productUrl(stay.productIdx, c));
  await expect(planRow(page, stay.plan.rateplanIdx).locator('.pd-plan__stock')).toHaveText(stockText);
});

test('an abandoned checkout says it holds the coupon, and giving it up brings the coupon back', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const c = stayCondition(daysFromToday(70), daysFromToday(71));
  const stay = await findStay(request, c, (channel) => channel === null, 120);
  await signUpByApi(page.request, uniqueEmail('abandon'), 'Abandoner');
  expect((await api(page, 'POST', `${CONTENT}/v1/coupons`, { couponIdx: 1 })).status).toBe(200);
  await page.goto(productUrl(stay.productIdx, c));
  await planRow(page, stay.plan.rateplanIdx).getByRole('button', { name: 'Reserve' }).click();
  const booking = new BookingScreen(page);
  await booking.expectLoaded();
  const bookingUrl = page.url();
  await expect(page.getByTestId('held-notice')).toHaveCount(0);
  const coupon = page.getByRole('combobox', { name: 'Coupon to apply' });
  await coupon.selectOption(await coupon.locator('option:not([disabled]):not([value=""])').first().getAttribute('value'));
  await expect(page.getByTestId('amount-coupon')).toBeVisible();
  await page.getByLabel('Mobile number').fill('01055557777');
  await booking.agreeAndPay();
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);

  // The traveller walks away from the gateway and opens the booking again.
  await page.goto(bookingUrl);
  await booking.expectLoaded();
  const notice = page.getByTestId('held-notice');
  await expect(notice).toContainText('You have a booking that is not paid');
  await expect(notice).toContainText('the coupon “');
  await expect(coupon.locator('option:not([disabled]):not([value=""])')).toHaveCount(0);
  await notice.getByRole('button', { name: 'Cancel it and get them back' }).click();
  await expect(page.getByText('They are back and can be used for this booking.')).toBeVisible();
  await expect(page.getByTestId('held-notice')).toHaveCount(0);
  await page.reload();
  await booking.expectLoaded();
  await expect(coupon.locator('option:not([disabled]):not([value=""])')).toHaveCount(1);
});
