// Awesome membership journeys against the sandbox gateway's card page: a newcomer reads
// the exact price, renewal date and refund rule before paying, subscribes to Silver, becomes an
// awesome member at once, cancels on one screen, undoes it, upgrades to Gold (charged in full) and
// takes the Gold refund; a card that declines on renewal puts the membership past due with the
// benefits kept, and a card change recovers it at once.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

const profile = async (page: Page) => (await api(page, 'GET', '/api/service/auth/users')).body.data as { grade: string; isAwesome: boolean };

async function subscribeSilver(page: Page, card: RegExp) {
  await page.goto('/en/membership/awesome/subscribe');
  const silver = page.getByRole('radio', { name: /Silver/ });
  await expect(silver).toBeEnabled();
  await silver.check();
  const terms = page.getByTestId('subscribe-terms');
  await expect(terms).toContainText('Charged today: KRW 1,900');
  await expect(terms).toContainText(/you will be charged KRW 1,900 automatically, and again every month/);
  await expect(terms).toContainText('Cancel any time in one step');
  await expect(terms).toContainText('Silver cannot be withdrawn or refunded');
  const pay = page.getByRole('button', { name: 'Register a card and pay KRW 1,900' });
  await expect(pay).toBeDisabled();
  await page.getByLabel('I have read the above and agree to recurring payments.').check();
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Sandbox card registration' })).toBeVisible();
  await expect(page.getByText('KRW 1,900').or(page.getByText('₩1,900'))).toBeVisible();
  await page.getByRole('button', { name: card }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Silver' })).toBeVisible();
}

test('a newcomer subscribes to Silver, cancels and undoes on one screen, upgrades to Gold and takes the Gold refund', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = collectPageErrors(page);
  await signUpByApi(page.request, uniqueEmail('mbr'));
  await page.goto('/en/membership/awesome/subscribe');
  await expect(page.getByRole('radio', { name: /Gold/ })).toBeVisible();
  await expect(page.getByTestId('plan-GOLD')).toContainText('KRW 19,000');
  await expect(page.getByTestId('plan-GOLD')).toContainText('Regular KRW 22,800');

  await subscribeSilver(page, /Working card/);
  expect(await profile(page)).toMatchObject({ grade: 'Silver', isAwesome: true });

  await page.getByRole('button', { name: 'Go to membership management' }).click();
  await expect(page.getByTestId('manage-state')).toHaveText('Active');
  await expect(page.getByTestId('next-charge')).toContainText('KRW 1,900 on');
  await expect(page.getByTestId('card')).toHaveText('4330-****-****-1111');

  // Cancel: one button opens the outcome and two equal answers.
  await page.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(page.getByRole('button', { name: 'Keep membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByTestId('manage-state')).toHaveText('Ends at period end');
  await expect(page.getByTestId('next-charge')).toHaveText('None (cancelled)');
  expect((await profile(page)).grade).toBe('Silver');
  await page.getByRole('button', { name: 'Undo cancellation' }).click();
  await expect(page.getByTestId('manage-state')).toHaveText('Active');

  // Upgrade: Gold in full, no partial refund, said before confirming.
  await expect(page.getByText(/KRW 19,000 is charged in full. The rest of your Silver period is not refunded/)).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Gold' }).click();
  await page.getByRole('button', { name: 'Pay KRW 19,000 and upgrade' }).click();
  await expect(page.getByTestId('manage-notice')).toHaveText('You are now a Gold member.');
  expect((await profile(page)).grade).toBe('Gold');

  // Gold refund within 7 days, no booking used it.
  await expect(page.getByTestId('refund')).toContainText('You can get a full refund of KRW 19,000 through');
  await page.getByRole('button', { name: 'Get a full refund' }).click();
  await page.getByRole('button', { name: 'Confirm refund of KRW 19,000' }).click();
  await expect(page.getByTestId('manage-notice')).toHaveText('KRW 19,000 refunded. Your membership has ended.');
  expect((await profile(page)).grade).toBe('Bronze');

  await page.goto('/en/membership/awesome/management/billing-history');
  const history = page.getByTestId('billing-history');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history).toContainText('Refund');
  await expect(history).toContainText('Upgrade');
  await expect(history).toContainText('Joining payment');

  // Silver is once per person: greyed out with the reason.
  await page.goto('/en/membership/awesome/subscribe');
  await expect(page.getByRole('radio', { name: /Silver/ })).toBeDisabled();
  await expect(page.getByTestId('plan-SILVER')).toContainText('Silver can be joined once per person');
  expect(errors).toEqual([]);
});

test('a card declined on renewal: past due with benefits kept, and a card change pays at once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByApi(page.request, uniqueEmail('mbr-decline'));
  await subscribeSilver(page, /Card declined on renewal/);
  await page.goto('/en/membership/awesome/management');
  await page.getByRole('button', { name: 'Renew now (demo)' }).click();
  const banner = page.getByTestId('past-due');
  await expect(banner).toContainText('The card issuer declined the payment.');
  await expect(page.getByTestId('manage-state')).toHaveText('Payment failed (grace period)');
  expect(await profile(page)).toMatchObject({ grade: 'Silver', isAwesome: true });

  await banner.getByRole('button', { name: 'Change card and pay now' }).click();
  await page.getByRole('button', { name: /Working card/ }).click();
  await expect(page.getByTestId('manage-state')).toHaveText('Active');
  await expect(page.getByTestId('card')).toHaveText('4330-****-****-1111');
  await expect(page.getByTestId('past-due')).toHaveCount(0);
  await page.goto('/en/membership/awesome/management/billing-history');
  await expect(page.getByTestId('billing-history')).toContainText('Failed');
  await expect(page.getByTestId('billing-history').getByText('Renewal')).toHaveCount(2);
});

test('a member registers with a company code and becomes a corporate member; the awesome plans then say why not', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpByApi(page.request, uniqueEmail('mbr-corp'), 'Traveller');
  await page.goto('/en/membership/benefit-mall/register');
  const code = page.getByLabel('Company code');
  await code.fill('ab');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByText('Please enter uppercase letters and digits.')).toBeVisible();
  await code.fill('nope1234');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByRole('alert')).toHaveText('This company code is not registered.');
  await code.fill('awesometech');
  await expect(code).toHaveValue('AWESOMETECH');
  await page.getByRole('button', { name: 'Check code' }).click();
  await expect(page.getByTestId('corp-company')).toHaveText('Company: Awesome Tech Co., Ltd.');
  await page.getByLabel('Department').fill('Sales');
  await page.getByLabel('Name').fill('Traveller');
  await page.getByRole('button', { name: 'Register as a corporate member' }).click();
  await expect(page.getByTestId('corp-done')).toContainText('You are registered as a corporate member of');
  expect((await api(page, 'GET', '/api/service/auth/users')).body.data).toMatchObject({ type: 'C', isCorporation: true, isAwesome: false });
  await page.goto('/en/membership/awesome/subscribe');
  await expect(page.getByTestId('plan-GOLD')).toContainText('Corporate members cannot join.');
  await expect(page.getByRole('radio', { name: /Gold/ })).toBeDisabled();
});

test('corp@ sees the welfare-point balance, its expiry and history', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const login = await api(page, 'POST', '/api/service/auth/login', { id: 'corp@awesomestay.kr', pwd: 'Stay1234!' });
  expect(login.status).toBe(200);
  const points = (await api(page, 'GET', '/api/service/auth/points')).body.data as { userPoint: number };
  await page.goto('/en/membership/benefit-mall/management');
  await expect(page.getByTestId('welfare-balance')).toHaveText(`KRW ${points.userPoint.toLocaleString('en-US')}`);
  await expect(page.getByText(/This year’s welfare points can be used until Dec 31, \d{4} and expire after it/)).toBeVisible();
  await expect(page.getByTestId('welfare-history').getByRole('listitem').first()).toBeVisible();
});
