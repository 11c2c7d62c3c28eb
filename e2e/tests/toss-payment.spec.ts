// Paying through Toss Payments (PAYMENT_GATEWAY=toss against the Toss double: playwright.toss.config.ts).
// (a) a member books a stay, pays in Toss's window, lands on the booking number; a reload shows the
//     same booking, and Back leads to the stay, not to Toss's window;
// (b) a card the card company refuses is said in the buyer's language with the issuer's reason; the
//     hold stands and "Try again" finds the guest's name and phone as typed, and pays, giving the
//     first hold back (the room is taken once);
// (c) the membership's Silver plan registers its card through Toss's billing authorisation;
// (d) a demo booking's unpaid additional payment is paid from its voucher in Toss's window.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, BookingScreen, CONTENT, findStay, logInByApi, planRow, productUrl, ratePlans, stayCondition, upcoming } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { DEMO, signUpByApi, uniqueEmail } from '../support/session-accounts';

/** The double's payment window (its stand-in of Toss's): Pay, Decline (REJECT_CARD_COMPANY) or Close. */
async function atTossWindow(page: Page, button: 'pay' | 'decline' | 'close'): Promise<void> {
  await expect(page).toHaveURL(/\/__window\?r=/);
  await page.locator(`#toss-${button}`).click();
}

async function reserve(page: Page, request: Parameters<typeof findStay>[0], days: number) {
  const c = stayCondition(daysFromToday(days), daysFromToday(days + 1));
  const stay = await findStay(request, c, (channel) => channel === null, 140);
  await page.goto(productUrl(stay.productIdx, c));
  await planRow(page, stay.plan.rateplanIdx).getByRole('button', { name: 'Reserve' }).click();
  const booking = new BookingScreen(page);
  await booking.expectLoaded();
  return { stay, booking, c };
}

test('a member pays in Toss’s window and gets the booking; a reload shows the same booking; Back leads to the stay', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await signUpByApi(page.request, uniqueEmail('toss-pay'), 'Tosspayer');
  const { stay, booking } = await reserve(page, request, 80);
  const total = await booking.total.innerText();
  await page.getByLabel('Mobile number').fill('01055550001');
  await booking.agreeAndPay();
  // The stand-in window shows what Toss was asked for: the amount the page showed.
  await expect(page).toHaveURL(/\/__window\?r=/);
  await expect(page.locator('#toss-amount')).toHaveText(`₩${total.replace(/[^\d,]/g, '')}`);
  await atTossWindow(page, 'pay');

  await expect(page).toHaveURL(/\/en\/payment\/result\?.*paymentKey=.*orderId=.*amount=/);
  await expect(page.getByRole('heading', { name: 'Your payment is complete.' })).toBeVisible({ timeout: 20_000 });
  const orderNum = await page.getByTestId('order-num').innerText();
  expect(orderNum).toMatch(/^[A-Z0-9]{4,40}$/);
  const paid = await page.getByTestId('paid-amount').innerText();
  expect(paid.replace(/[^\d]/g, '')).toBe(total.replace(/[^\d]/g, ''));

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your payment is complete.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-num')).toHaveText(orderNum);
  await expect(page.getByTestId('paid-amount')).toHaveText(paid);

  await page.goBack();
  // The stay page (it writes the stay condition into its address as it starts).
  await expect(page).toHaveURL(new RegExp(`/en/products/${stay.productIdx}(\\?|$)`));
  await expect(page.getByTestId('rate-plan').first()).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('a refused card says why in the buyer’s language; Try again keeps the guest’s name and phone and pays', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await signUpByApi(page.request, uniqueEmail('toss-decline'), 'Tossdecline');
  const { stay, booking, c } = await reserve(page, request, 84);
  await page.getByLabel('Name', { exact: true }).fill('김여행');
  await page.getByLabel('Mobile number').fill('01055550002');
  await booking.agreeAndPay();
  await atTossWindow(page, 'decline');

  await expect(page.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 20_000 });
  const reason = page.getByTestId('decline-reason');
  await expect(reason).toContainText('The card company refused this payment.');
  await expect(reason).toContainText("The card company's reason: 카드사에서 거절했습니다.");
  await expect(page.getByText('The room is still held for you')).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await booking.expectLoaded();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('김여행');
  await expect(page.getByLabel('Mobile number')).toHaveValue('01055550002');
  await booking.agreeAndPay();
  await atTossWindow(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Your payment is complete.' })).toBeVisible({ timeout: 20_000 });
  // Paying again gave the declined attempt's hold back: the room is taken once, not twice.
  const after = (await ratePlans(request, stay.productIdx, c)).find((p) => p.rateplanIdx === stay.plan.rateplanIdx);
  expect(after?.stock).toBe(stay.plan.stock - 1);
  expect(errors).toEqual([]);
});

test('the Silver membership registers its card through Toss’s billing authorisation', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signUpByApi(page.request, uniqueEmail('toss-silver'), 'Tosssilver');
  await page.goto('/en/membership/awesome/subscribe');
  const silver = page.getByRole('radio', { name: /Silver/ });
  await expect(silver).toBeEnabled();
  await silver.check();
  await page.getByLabel('I have read the above and agree to recurring payments.').check();
  await page.getByRole('button', { name: /^Register a card and pay/ }).click();
  await atTossWindow(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Welcome to Silver' })).toBeVisible({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('an additional payment is paid from the voucher in Toss’s window', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  let orderNum = '';
  for (const account of Object.values(DEMO)) {
    await logInByApi(page, account.email);
    for (const item of await upcoming(page)) {
      const content = await api(page, 'GET', `${CONTENT}/v1/books/num/${item.orderNum}/img-count/1`);
      if (((content.body.data.addPays ?? []) as { orderAddPayStatus: boolean }[]).some((a) => !a.orderAddPayStatus)) orderNum = item.orderNum;
      if (orderNum) break;
    }
    if (orderNum) break;
  }
  expect(orderNum, 'a demo booking with an unpaid additional payment').not.toBe('');
  await page.goto(`/en/lms/${orderNum}`);
  const item = page.getByTestId('add-pay').filter({ has: page.getByRole('button', { name: /^Pay KRW/ }) }).first();
  const amount = (await item.getByRole('button').innerText()).replace(/^Pay /, '');
  await item.getByRole('button').click();
  await atTossWindow(page, 'pay');
  await expect(page.getByRole('heading', { name: 'Your additional payment is complete.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paid-amount')).toHaveText(amount);
  expect(errors).toEqual([]);
});
