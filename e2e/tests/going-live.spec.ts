// Going live: a production start (NODE_ENV=production, DEMO_MODE=false, PAYMENT_GATEWAY=toss,
// SMTP and SOLAPI set, no ALLOW_…: support/going-live.ts) against stand-ins of Toss, an SMTP server
// and SOLAPI. A newcomer signs up with the code that reached their mailbox, books and pays in Toss's
// window, receives the confirmation e-mail, cancels and receives the cancellation e-mail; Toss
// received exactly one confirm and one cancel, of the amount the pages showed. A Silver membership
// is charged once through a billing key. No page says "demo".
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { BookingScreen, findStay, planRow, productUrl, stayCondition } from '../support/booking';
import { awaitMail, LIVE, tossCalls } from '../support/going-live';
import { CancelScreen } from '../support/mypage';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { PASSWORD, uniqueEmail } from '../support/session-accounts';

test.use({ baseURL: LIVE.url });

const AUTH = '/api/service/auth';
const won = (text: string): number => Number(text.replace(/[^\d]/g, ''));

/** Signs a newcomer up with the six digits that arrived by e-mail (no outbox in production). */
async function signUpByMail(request: APIRequestContext, email: string, name: string): Promise<void> {
  const outbox = await request.get('/api/dev/outbox', { params: { dest: email } });
  expect(outbox.status(), 'the code outbox is a demo part').toBe(404);
  const sent = await request.post(`${AUTH}/users/send-cert`, { data: { dest: email, type: 'SIGN_EMAIL' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { certIdx } = ((await sent.json()) as { data: { certIdx: number } }).data;
  const mail = await awaitMail(request, email, /./);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, `a six-digit code in: ${mail.text}`).toBeTruthy();
  const verified = await request.post(`${AUTH}/users/verify-cert`, { data: { certIdx, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const created = await request.post(`${AUTH}/users/cert`, { data: { certEmailIdx: certIdx, id: email, name, pwd: PASSWORD } });
  expect(created.ok(), await created.text()).toBe(true);
}

async function atTossWindow(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/__window\?r=/);
  await page.locator('#toss-pay').click();
}

test('production: sign up by mailed code, book and pay through Toss, confirmation mail, cancel, cancellation mail; one confirm, one cancel', async ({ page, request }) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('live');
  const guestEmail = uniqueEmail('live-guest');
  await signUpByMail(page.request, email, 'Livebooker');

  const c = stayCondition(daysFromToday(90), daysFromToday(91));
  const stay = await findStay(request, c, (channel) => channel === null, 140, (p) => p.cancelRule === 'FREE');
  await page.goto(productUrl(stay.productIdx, c));
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await planRow(page, stay.plan.rateplanIdx).getByRole('button', { name: 'Reserve' }).click();
  const booking = new BookingScreen(page);
  await booking.expectLoaded();
  const total = won(await booking.total.innerText());
  await page.getByLabel('Mobile number').fill('010-5555-0101');
  await page.getByLabel(/^E-?mail/).fill(guestEmail);
  await booking.agreeAndPay();
  await expect(page.locator('#toss-amount')).toHaveText(`₩${new Intl.NumberFormat('ko-KR').format(total)}`);
  const paidAt = Date.now();
  await atTossWindow(page);
  await expect(page.getByRole('heading', { name: 'Your payment is complete.' })).toBeVisible({ timeout: 20_000 });
  console.log(`TOSS_WINDOW_TO_BOOKED_MS=${Date.now() - paidAt}`);
  const orderNum = await page.getByTestId('order-num').innerText();

  // The confirmation reaches the member's account e-mail and the guest's e-mail given at booking.
  const forMember = await awaitMail(request, email, new RegExp(orderNum));
  const forGuest = await awaitMail(request, guestEmail, new RegExp(orderNum));
  for (const mail of [forMember, forGuest]) {
    expect(mail.text).toContain(orderNum);
    expect(mail.text).toContain(new Intl.NumberFormat('en-US').format(total));
    expect(mail.text).toContain(`${LIVE.url}/lms/${orderNum}`);
    expect(mail.html).toContain('<!doctype html>');
  }
  // The guest booked in English: their copy is in English.
  expect(forGuest.subject).toBe(`[AwesomeStay] Your booking is confirmed (${orderNum})`);

  // Cancel from my page: the preview's refund is what Toss is asked to cancel.
  await page.goto(`/en/mypage/books/${orderNum}/cancel`);
  await expect(page.getByTestId('refund-total')).toHaveText(/₩|KRW/);
  const refund = won(await page.getByTestId('refund-total').innerText());
  expect(refund).toBe(total);
  await new CancelScreen(page).confirm();
  await expect(page.getByTestId('cancel-done').getByRole('status')).toContainText('Your booking is cancelled.');
  const cancelled = await awaitMail(request, guestEmail, new RegExp(`cancelled \\(${orderNum}\\)`));
  expect(cancelled.text).toContain(new Intl.NumberFormat('en-US').format(refund));
  // The member's copy is in their account's language.
  await awaitMail(request, email, new RegExp(`(취소|cancelled|キャンセル).*\\(${orderNum}\\)`));

  // Toss: one confirm of the shown amount, one cancel of the previewed refund, each with its key.
  const calls = await tossCalls(request);
  const confirms = calls.filter((c) => c.on === 'confirm' && String(c.body.orderId).startsWith(`${orderNum}-`));
  expect(confirms.map((c) => [c.body.amount, c.outcome])).toEqual([[total, 200]]);
  const paymentKey = String(confirms[0]!.body.paymentKey);
  const cancels = calls.filter((c) => c.on === 'cancel' && c.path === `/v1/payments/${paymentKey}/cancel`);
  expect(cancels.map((c) => [c.body.cancelAmount ?? total, c.outcome])).toEqual([[refund, 200]]);
  expect(cancels[0]!.idempotencyKey).toBeTruthy();
  expect(errors).toEqual([]);
});

test('production: a Silver membership is charged once through its billing key', async ({ page, request }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('live-silver');
  await signUpByMail(page.request, email, 'Livesilver');
  await page.goto('/en/membership/awesome/subscribe');
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  const silver = page.getByRole('radio', { name: /Silver/ });
  await expect(silver).toBeEnabled();
  await silver.check();
  await page.getByLabel('I have read the above and agree to recurring payments.').check();
  await page.getByRole('button', { name: /^Register a card and pay/ }).click();
  await atTossWindow(page);
  await expect(page.getByRole('heading', { name: 'Welcome to Silver' })).toBeVisible({ timeout: 20_000 });

  const calls = await tossCalls(request);
  const issued = calls.filter((c) => c.on === 'billing-issue' && c.outcome === 200);
  const mine = issued.filter((c) => typeof c.body.customerKey === 'string').at(-1)!;
  const charges = calls.filter((c) => c.on === 'billing-charge' && c.body.customerKey === mine.body.customerKey);
  expect(charges.map((c) => c.outcome)).toEqual([200]);
  expect(charges[0]!.idempotencyKey).toBeTruthy();
  // The browser never saw the billing key, nor a customer key that names the member.
  expect(String(mine.body.customerKey)).not.toMatch(/member|\d{1,6}$/);
  expect(errors).toEqual([]);
});
