// The voucher page (/lms/{orderNumber}, mf-product): cancelling a booking through the cancellation
// preview with its refund and the room back on sale; choosing the night of an open-date voucher; paying an additional payment
// through the sandbox gateway. The chat button is hidden on this route (SPEC §2).
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, bookByApi, CONTENT, decideAtGateway, findStay, logInByApi, ratePlans, stayCondition, upcoming } from '../support/booking';
import { CancelScreen } from '../support/mypage';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { DEMO, signUpByApi, uniqueEmail } from '../support/session-accounts';

const confirmPopup = async (page: Page, text: RegExp | string) => {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};
const krw = (n: number) => `KRW ${n.toLocaleString('en-US')}`;

test('a booking is cancelled from its voucher with a full refund and the room is on sale again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const c = stayCondition(daysFromToday(70), daysFromToday(72));
  const stay = await findStay(request, c, (channel) => channel === null, 200, (p) => p.cancelRule === 'FREE');
  await signUpByApi(page.request, uniqueEmail('cancel'), 'Canceller');
  const { orderNum, totalAmount } = await bookByApi(page, stay.productIdx, stay.plan, c, 'Canceller');
  const stockWhileBooked = (await ratePlans(request, stay.productIdx, c)).find((p) => p.rateplanIdx === stay.plan.rateplanIdx)?.stock;
  expect(stockWhileBooked).toBe(stay.plan.stock - 1);

  await page.goto(`/en/lms/${orderNum}`);
  await expect(page.getByTestId('voucher-page')).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Booking complete');
  await expect(page.getByRole('link', { name: /^Chat/ })).toHaveCount(0);
  // The voucher leads to the one cancellation page: the server's preview, then exactly its figures.
  await page.getByRole('link', { name: 'Cancel this booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/mypage/books/${orderNum}/cancel$`));
  await expect(page.getByTestId('refund-total')).toHaveText(krw(totalAmount));
  await new CancelScreen(page).confirm();
  await expect(page.getByTestId('cancel-done').getByRole('status')).toContainText(`${krw(totalAmount)} will be refunded in total.`);
  await page.goto(`/en/lms/${orderNum}`);
  await expect(page.getByTestId('order-status')).toContainText('Cancelled');
  await expect(page.getByTestId('cancel-amount')).toHaveText(krw(totalAmount));
  await expect(page.getByRole('link', { name: 'Cancel this booking' })).toHaveCount(0);
  const after = (await ratePlans(request, stay.productIdx, c)).find((p) => p.rateplanIdx === stay.plan.rateplanIdx)?.stock;
  expect(after).toBe(stay.plan.stock);
  // Cancelling again is refused by the server and changes nothing.
  const twice = await api(page, 'PUT', `${CONTENT}/v1/lmses/${orderNum}/cancel`, {});
  expect(twice.status).toBe(409);
  expect(errors).toEqual([]);
});

/** The first demo member with a booking that matches, logged in (the seed gives each one of each). */
async function demoWith(page: Page, match: (orderNum: string, item: { canChooseDate?: boolean }) => Promise<boolean>): Promise<string> {
  for (const account of Object.values(DEMO)) {
    await logInByApi(page, account.email);
    for (const item of await upcoming(page)) if (await match(item.orderNum, item)) return item.orderNum;
  }
  throw new Error('no demo booking matches');
}

test('an open-date voucher gets its night chosen on the voucher page', async ({ page }) => {
  test.setTimeout(90_000);
  const orderNum = await demoWith(page, async (_, item) => item.canChooseDate === true);
  await page.goto(`/en/lms/${orderNum}`);
  const chooser = page.getByTestId('date-chooser');
  await expect(chooser.getByRole('heading', { name: 'Choose your stay date' })).toBeVisible();
  await expect(page.getByTestId('voucher-check-in')).toHaveText('Stay date not set');
  // A calendar of the period: open days with today's rate, closed ones with the reason.
  const open = chooser.locator('.vc-cal__day:not([aria-disabled="true"])');
  await expect(open.first()).toHaveAttribute('aria-label', /available, today’s rate KRW [\d,]+/);
  const date = await open.nth(1).getAttribute('data-date');
  await open.nth(1).click();
  await expect(chooser.getByTestId('chosen-date')).toContainText('Chosen:');
  await chooser.getByRole('button', { name: 'Confirm this date' }).click();
  await confirmPopup(page, 'The date cannot be changed afterwards.');
  await expect(page.getByTestId('date-chooser')).toHaveCount(0);
  const shown = new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
  await expect(page.getByTestId('voucher-check-in')).toContainText(shown);
  await expect(page.getByTestId('confirm-num')).not.toHaveText('Not issued yet');
  await page.reload();
  await expect(page.getByTestId('voucher-check-in')).toContainText(shown);
});

test('an unpaid additional payment is paid from the voucher through the gateway', async ({ page }) => {
  test.setTimeout(90_000);
  const orderNum = await demoWith(page, async (num) => {
    const content = await api(page, 'GET', `${CONTENT}/v1/books/num/${num}/img-count/1`);
    const addPays = (content.body.data.addPays ?? []) as { orderAddPayStatus: boolean }[];
    return addPays.some((a) => !a.orderAddPayStatus);
  });
  await page.goto(`/en/lms/${orderNum}`);
  const item = page.getByTestId('add-pay').filter({ has: page.getByRole('button', { name: /^Pay KRW/ }) }).first();
  const amount = (await item.getByRole('button').innerText()).replace(/^Pay /, '');
  await item.getByRole('button').click();
  await decideAtGateway(page, 'Approve');
  await expect(page.getByRole('heading', { name: 'Your additional payment is complete.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('paid-amount')).toHaveText(amount);
  await page.getByRole('link', { name: 'View your voucher' }).click();
  await expect(page.getByTestId('voucher-page')).toBeVisible();
  await expect(page.getByTestId('add-pay').filter({ hasText: amount }).first()).toContainText('Paid');
});
