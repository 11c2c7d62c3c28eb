// Membership billing journeys, on a phone (390 px) and a desktop (1280 px):
// (a) an operator raises the Silver price; the member is asked on a screen of its own with the
//     renewal date, the old and new price and the card, refuses, keeps a receipt, and the demo's
//     renewal (the dev clock-advance: "Renew now") ends the membership at the period end unpaid;
// (b) corp@ pays one booking with welfare points and a card, cancels it, and each part goes back
//     to its own source (welfare points at once, the card by the gateway).
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, BookingScreen, CONTENT, decideAtGateway, findStay, logInByApi, planRow, productUrl, stayCondition } from '../support/booking';
import { CancelScreen, krw } from '../support/mypage';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { DEMO, signUpByApi, uniqueEmail } from '../support/session-accounts';

const M = `${CONTENT}/membership`;
const amountOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const koreanToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

async function subscribeSilver(page: Page) {
  await page.goto('/en/membership/awesome/subscribe');
  const silver = page.getByRole('radio', { name: /Silver/ });
  await expect(silver).toBeEnabled();
  await silver.check();
  await page.getByLabel('I have read the above and agree to recurring payments.').check();
  await page.getByRole('button', { name: /^Register a card and pay/ }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox card registration' })).toBeVisible();
  await page.getByRole('button', { name: /Working card/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Silver' })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`a price rise asks for consent on its own screen; a refusal ends the membership at period end (${width} px)`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectPageErrors(page);
    await signUpByApi(page.request, uniqueEmail('price'));
    // A stay looked at first: the subscribe page estimates what membership would have saved on it.
    const c = stayCondition(daysFromToday(30), daysFromToday(31));
    await page.goto(productUrl(400, c));
    // Looked at: the page is live (a drawn page is visible before its scripts run and record the view).
    await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready', { timeout: 20_000 });
    await page.goto('/en/membership/awesome/subscribe');
    const saved = page.getByTestId('would-have-saved');
    await expect(saved.getByTestId('saved-total')).toHaveText(/member prices would have saved you KRW [\d,]+|have no member discount/);
    await expect(saved.getByTestId('saved-method')).toContainText('the difference between the public and member price of each stay’s cheapest plan is added up');
    await subscribeSilver(page);
    const status = await api(page, 'GET', `${M}/status`);
    const oldPrice = (status.body.data.membership as { nextChargeAmount: number }).nextChargeAmount;

    // The pricing admin (staff role 'pricing') raises Silver from today (demo mode; production needs 30 days' notice).
    const staff = await browser.newPage();
    await logInByApi(staff, 'pricing@awesomestay.kr');
    const scheduled = await api(staff, 'POST', `${M}/admin/price-changes`, { plan: 'SILVER', price: oldPrice + 100, effectiveFrom: koreanToday() });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    try {
      // A member cannot schedule prices.
      expect((await api(page, 'POST', `${M}/admin/price-changes`, { plan: 'SILVER', price: 9900, effectiveFrom: koreanToday() })).status).toBe(403);

      await page.goto('/en/membership/awesome/management');
      const banner = page.getByTestId('price-banner');
      await expect(banner).toContainText(`Your membership price changes to ${krw(oldPrice + 100)}`);
      // Never on a pay button: the question opens its own screen.
      await banner.getByRole('button', { name: 'See the price change and answer' }).click();
      await expect(page).toHaveURL(/\/en\/membership\/awesome\/management\/price-change$/);
      const ask = page.getByTestId('price-ask');
      await expect(ask.getByTestId('price-old')).toHaveText(krw(oldPrice));
      await expect(ask.getByTestId('price-new')).toHaveText(krw(oldPrice + 100));
      const renewal = await ask.getByTestId('price-renewal').innerText();
      await expect(ask).toContainText('4330-****-****-1111');
      await expect(ask).toContainText(`If you do not agree, or do not answer by ${renewal}, your membership ends on ${renewal}`);
      await expect(page.getByTestId('price-receipts')).toHaveCount(0);

      await ask.getByRole('button', { name: `Do not agree (ends on ${renewal})` }).click();
      await expect(page.getByTestId('price-notice')).toHaveText('Your answer was saved.');
      await expect(page.getByTestId('price-answer')).toHaveText(`You did not agree. Your membership ends on ${renewal} and will not be charged.`);
      const receipts = page.getByTestId('price-receipts');
      await expect(receipts.getByRole('listitem')).toHaveCount(1);
      await expect(receipts).toContainText('Did not agree');
      await expect(receipts).toContainText(`${krw(oldPrice)} → ${krw(oldPrice + 100)}`);

      await page.getByRole('button', { name: 'Back to membership' }).click();
      await expect(page.getByTestId('next-charge')).toHaveText(`None (ends on ${renewal}: new price not agreed)`);
      // The demo's clock advance: the period ends now and the scheduler runs.
      await page.getByRole('button', { name: 'Renew now (demo)' }).click();
      await expect(page.getByText('You have no membership.')).toBeVisible();
      const me = await api(page, 'GET', '/api/service/auth/users');
      expect(me.body.data.grade).toBe('Bronze');
      const history = await api(page, 'GET', `${M}/billing-history`);
      expect((history.body.data.items as { kind: string }[]).map((i) => i.kind)).toEqual(['FIRST']);

      // The receipt stays.
      await page.goto('/en/membership/awesome/management/price-change');
      await expect(page.getByText('There is no price change to answer now.')).toBeVisible();
      await expect(page.getByTestId('price-receipts')).toContainText('Did not agree');
    } finally {
      // Back to the price before, from now on (demo mode): other journeys expect the SPEC price.
      const restored = await api(staff, 'POST', `${M}/admin/price-changes`, { plan: 'SILVER', price: oldPrice, effectiveFrom: koreanToday() });
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      await staff.close();
    }
    expect(errors).toEqual([]);
  });

  test(`corp@ pays with welfare points and a card, cancels, and each part returns to its source (${width} px)`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectPageErrors(page);
    await logInByApi(page, DEMO.corporate.email);
    const before = (await api(page, 'GET', '/api/service/auth/points')).body.data as { point: number; userPoint: number };
    expect(before.userPoint).toBeGreaterThan(10_000);
    const WELFARE = 10_000;

    const c = stayCondition(daysFromToday(width === 390 ? 80 : 82), daysFromToday(width === 390 ? 81 : 83));
    const booking = new BookingScreen(page);
    let from = 400;
    let orderNum = '';
    let card = 0;
    for (let tries = 1; !orderNum; tries += 1) {
      expect(tries, 'three stays in a row could not be booked').toBeLessThan(4);
      const stay = await findStay(request, c, (channel) => channel === null, from, (p) => p.cancelRule === 'FREE');
      from = stay.productIdx - 1;
      await page.goto(productUrl(stay.productIdx, c));
      await planRow(page, stay.plan.rateplanIdx).getByRole('button', { name: 'Reserve' }).click();
      const failed = page.getByRole('heading', { name: 'This booking cannot go ahead' });
      await expect(page.getByTestId('booking-page').or(failed)).toBeVisible({ timeout: 20_000 });
      if (await failed.isVisible()) continue;
      await booking.expectLoaded();
      const shown = amountOf(await booking.total.innerText());
      const field = page.getByLabel('Welfare points to use');
      await field.fill(String(WELFARE));
      await field.press('Enter');
      await expect(page.getByTestId('amount-welfare')).toHaveText(`\u2212${krw(WELFARE)}`);
      card = shown - WELFARE;
      await expect(booking.total).toHaveText(krw(card));
      await booking.agreeAndPay();
      const atGateway = page.getByRole('button', { name: 'Approve' });
      const changed = page.getByTestId('price-changed');
      await expect(atGateway.or(changed).or(page.getByRole('alert'))).toBeVisible({ timeout: 20_000 });
      if (!(await atGateway.isVisible())) continue;
      await decideAtGateway(page, 'Approve');
      await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('paid-amount')).toHaveText(krw(card));
      orderNum = await page.getByTestId('order-num').innerText();
    }
    expect((await api(page, 'GET', '/api/service/auth/points')).body.data).toEqual({ point: before.point, userPoint: before.userPoint - WELFARE });

    await page.goto(`/en/mypage/books/${orderNum}/cancel`);
    await expect(page.getByTestId('cancel-page')).toBeVisible();
    const paid = page.getByTestId('paid-lines');
    await expect(paid).toContainText(`Credit card${krw(card)}`);
    await expect(paid).toContainText(`Welfare points${krw(WELFARE)}`);
    const refunds = new CancelScreen(page).refundLines();
    await expect(refunds).toContainText('Welfare points');
    await expect(refunds).toContainText(krw(WELFARE));
    await expect(refunds).toContainText(/Refunded by .* \(up to 3 business days\)/);
    await expect(page.getByTestId('refund-total')).toHaveText(krw(card + WELFARE));
    await new CancelScreen(page).confirm();
    await expect(page.getByTestId('cancel-done').getByRole('status')).toContainText('Your booking is cancelled.');

    // Welfare points back at once; the card's part goes back through the gateway.
    expect((await api(page, 'GET', '/api/service/auth/points')).body.data).toEqual(before);
    const content = await api(page, 'GET', `${CONTENT}/v1/books/num/${orderNum}/img-count/1`);
    expect(content.body.data).toMatchObject({ orderProductStatus: 'cancel', amounts: expect.objectContaining({ cancelAmount: card, userPointAmount: WELFARE }) });
    await page.goto('/en/membership/benefit-mall/management');
    await expect(page.getByTestId('welfare-balance')).toHaveText(krw(before.userPoint));
    await expect(page.getByTestId('welfare-expiry')).toContainText(`your balance of ${krw(before.userPoint)} would expire then`);
    const rows = page.getByTestId('welfare-history').getByRole('listitem');
    await expect(rows.first()).toContainText(`+${krw(WELFARE)}`);
    expect(errors).toEqual([]);
  });
}
