// The customer centre in the browser: a visitor finds an FAQ answer by search and shares
// its link; notices page and step through; policies show their versions; silver@ asks about an
// upcoming booking, sees the reply deadline, the staff account answers from the operator page,
// silver@ sees the answer and gets the notice; bronze@ cannot open it; a failed send loses no text.
// axe (WCAG 2.2 AA) runs on the customer centre's slot of every page visited, at 390 and 1280 px.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, logInByApi } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { DEMO } from '../support/session-accounts';
import { openSupport, supportAxeViolations, supportSlot } from '../support/support-centre';

const STAFF = 'staff@awesomestay.kr';

async function noAxeViolations(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await supportAxeViolations(page), `axe at ${width}px on ${page.url()}`).toEqual({});
  }
}

test('a visitor finds an FAQ answer by search and shares its link', async ({ page, browser }) => {
  const errors = collectPageErrors(page);
  await openSupport(page, '/en/faq');
  const slot = supportSlot(page);
  await expect(slot.getByRole('button', { name: 'Booking and payment', exact: true })).toBeVisible();
  await noAxeViolations(page);

  await slot.getByRole('searchbox', { name: 'Search questions' }).fill('refund');
  await slot.getByRole('button', { name: 'Search questions' }).click();
  await expect(slot.getByRole('status').filter({ hasText: 'results for “refund”' })).toBeVisible();
  const question = slot.getByRole('button', { name: /When will I get my refund\?/ });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(slot.getByText('Three to seven business days')).toBeVisible();
  await noAxeViolations(page);
  await expect(page).toHaveURL(/[?&]open=\d+/);

  // The link opens the same answer for someone else.
  const shared = await (await browser.newContext()).newPage();
  await openSupport(shared, page.url());
  await expect(supportSlot(shared).getByText('Three to seven business days')).toBeVisible();
  await expect(supportSlot(shared).getByRole('button', { name: /When will I get my refund\?/ })).toHaveAttribute('aria-expanded', 'true');

  // Still need help: the answer leads to the inquiry form.
  await expect(slot.getByRole('link', { name: 'Ask us' })).toHaveAttribute('href', /\/en\/inquiries\/new\?type=CANCEL/);

  // A type tab shows only that type, in the URL too.
  await slot.getByRole('searchbox', { name: 'Search questions' }).fill('');
  await slot.getByRole('button', { name: 'Coupons and points', exact: true }).click();
  await expect(page).toHaveURL(/tab=COUPON/);
  await expect(slot.getByRole('listitem')).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('notices are paged, important first, with previous and next', async ({ page }) => {
  const errors = collectPageErrors(page);
  await openSupport(page, '/en/notice');
  const slot = supportSlot(page);
  const items = slot.getByRole('listitem');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText('Important');
  await expect(items.first()).toContainText('Customer centre hours');
  await noAxeViolations(page);

  await slot.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/en\/notice\?page=2$/);
  await expect(items).toHaveCount(2);

  await slot.getByRole('link', { name: 'Page 1' }).click();
  await items.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/notice\/\d+$/);
  await expect(slot.getByText('Previous')).toBeVisible();
  await expect(slot.locator('a[rel="prev"]')).toContainText('Customer centre hours');
  const nextTitle = (await slot.locator('a[rel="next"]').textContent()) ?? '';
  await slot.locator('a[rel="next"]').click();
  await expect(slot.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
  await noAxeViolations(page);
  await slot.getByRole('link', { name: 'Back to the list' }).click();
  await expect(page).toHaveURL(/\/en\/notice$/);
  expect(errors).toEqual([]);
});

test('policies show the version in effect and earlier versions stay readable', async ({ page }) => {
  await openSupport(page, '/ja/policy/privacy');
  const slot = supportSlot(page);
  await expect(slot.getByRole('heading', { level: 2 })).toContainText('v3.0');
  await expect(slot.getByRole('article').getByText('現在施行中')).toBeVisible();
  await expect(slot.getByRole('article').getByText(/施行日 2026\/11\/28/)).toBeVisible();
  // The contents lead to each article; the note on the translation comes first.
  await expect(slot.getByText('法的効力を有するのは韓国語の本文', { exact: false })).toBeVisible();
  const toc = slot.getByRole('navigation', { name: '目次' });
  await toc.getByRole('link', { name: '第13条（個人情報保護責任者と苦情処理部署）' }).click();
  await expect(page).toHaveURL(/#policy-officer$/);
  await expect(slot.getByRole('heading', { level: 3, name: '第13条（個人情報保護責任者と苦情処理部署）' })).toBeInViewport();
  await noAxeViolations(page);
  await slot.getByLabel('バージョン').selectOption('v1.0');
  await expect(page).toHaveURL(/version=v1\.0/);
  await expect(slot.getByRole('heading', { level: 2 })).toContainText('v1.0');
  await expect(slot.getByText('以前のバージョンを表示しています。')).toBeVisible();
  await expect(slot.getByText('予約処理、本人確認、お問い合わせ対応に利用します。')).toBeVisible();
  await slot.getByRole('link', { name: '現在のバージョンを見る' }).click();
  await expect(slot.getByRole('heading', { level: 2 })).toContainText('v3.0');
  await openSupport(page, '/policy/terms');
  await expect(slot.getByRole('heading', { level: 2 })).toContainText('서비스 이용약관');
  await expect(slot.getByRole('heading', { level: 2 })).toContainText('v3.0');
  await expect(slot.getByRole('heading', { level: 3, name: '제30조 (준거법과 관할 법원)' })).toBeAttached();
  await noAxeViolations(page);
});

test('silver asks about a booking, staff answer from the operator page, silver sees it; bronze cannot', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await logInByApi(page, DEMO.silver.email);
  const title = `Early check-in ${Date.now()}`;

  // Opened from the booking's detail: the booking is chosen already.
  await openSupport(page, '/en/inquiries/new?type=RESERVATION&orderNum=ASDEMO2U');
  const slot = supportSlot(page);
  await expect(slot.getByText(/Sent now, you will have an answer by/)).toBeVisible();
  await expect(slot.getByLabel('Type')).toHaveValue('RESERVATION');
  await expect(slot.getByLabel('Booking (optional)')).toHaveValue('ASDEMO2U');
  await noAxeViolations(page);

  // Validation (SPEC §5 'required', then lengths) without losing what was typed.
  await slot.getByRole('button', { name: 'Send' }).click();
  await expect(slot.getByText('Please check what you entered.')).toBeVisible();
  await expect(slot.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await slot.getByLabel('Title').fill(title);
  await slot.getByLabel('Message').fill('Too short');
  await slot.getByRole('button', { name: 'Send' }).click();
  await expect(slot.getByText('Message: 10 to 2,000 characters.')).toBeVisible();
  await expect(slot.getByLabel('Title')).toHaveValue(title);
  await noAxeViolations(page);

  // A failed send keeps every character.
  await page.route('**/api/service/content/v1/inquiries', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"result":"FAIL","data":{"code":"SERVER_ERROR","message":"boom"}}' }) : route.continue()));
  await slot.getByLabel('Message').fill('Can we check in at noon on the first day, please?');
  await slot.getByRole('button', { name: 'Send' }).click();
  await expect(slot.getByText(/Your inquiry was not sent\. Your text is still here/)).toBeVisible();
  await expect(slot.getByLabel('Message')).toHaveValue('Can we check in at noon on the first day, please?');
  await page.unroute('**/api/service/content/v1/inquiries');

  await slot.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/en\/inquiries\/\d+$/);
  const inquiryUrl = page.url();
  await expect(slot.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(slot.getByText('Waiting').first()).toBeVisible();
  await expect(slot.getByText(/Answer by /)).toBeVisible();
  await expect(slot.getByText(/ASDEMO2U/)).toBeVisible();
  await noAxeViolations(page);

  // The list counts it among the waiting ones.
  await openSupport(page, '/en/inquiries?status=WAIT');
  await expect(slot.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  // bronze@ cannot open it.
  const bronze = await (await browser.newContext()).newPage();
  await logInByApi(bronze, DEMO.bronze.email);
  await openSupport(bronze, inquiryUrl);
  await expect(supportSlot(bronze).getByText('We could not find this.')).toBeVisible();
  // ... nor the operator page.
  await openSupport(bronze, '/en/inquiries');
  await expect(supportSlot(bronze).getByRole('link', { name: 'Ask a question' })).toBeVisible();
  await expect(supportSlot(bronze).getByRole('link', { name: 'Answer inquiries (staff)' })).toHaveCount(0);
  await openSupport(bronze, '/en/inquiries/staff');
  await expect(supportSlot(bronze).getByText('This page is for customer centre agents. Log in with an account that holds the agent role.')).toBeVisible();

  // The staff account answers from the operator page (oldest due first).
  const staff = await (await browser.newContext()).newPage();
  await logInByApi(staff, STAFF);
  await openSupport(staff, '/en/inquiries');
  await supportSlot(staff).getByRole('link', { name: 'Answer inquiries (staff)' }).click();
  await expect(staff).toHaveURL(/\/en\/inquiries\/staff$/);
  const card = supportSlot(staff).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('이서준');
  await expect(card).toContainText(/Due /);
  await noAxeViolations(staff);
  await card.getByLabel('Answer').fill('Yes: early check-in from 12:00 is arranged for you.');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(supportSlot(staff).getByText('Answer sent. The member has been notified.')).toBeVisible();
  await expect(supportSlot(staff).getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // silver@ sees the answer and has the notice.
  await openSupport(page, inquiryUrl);
  await expect(slot.getByText('Yes: early check-in from 12:00 is arranged for you.')).toBeVisible();
  await expect(slot.getByText('Answered').first()).toBeVisible();
  const outbox = await api(page, 'GET', `/api/dev/outbox?dest=${encodeURIComponent(DEMO.silver.email)}`);
  expect(JSON.stringify(outbox.body.data)).toContain(title);
  expect(errors).toEqual([]);
});

test('a visitor is asked to log in on the inquiry pages', async ({ page }) => {
  await openSupport(page, '/inquiries');
  await expect(supportSlot(page).getByText('로그인 후 이용할 수 있습니다.')).toBeVisible();
  await supportSlot(page).getByRole('button', { name: '로그인하기' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a chat message becomes an inquiry with the page it was sent from', async ({ page }) => {
  const errors = collectPageErrors(page);
  await logInByApi(page, DEMO.gold.email);
  await openSupport(page, '/en/inquiries/chat?from=/en/products/1');
  const slot = supportSlot(page);
  await expect(slot.getByText('No agent is online right now. Your message becomes a 1:1 inquiry.')).toBeVisible();
  await expect(slot.getByRole('log')).toContainText(/we will answer by/);
  await noAxeViolations(page);
  const message = `Is parking free? ${Date.now()}`;
  await slot.getByLabel('Message').fill(message);
  await slot.getByLabel('Message').press('Enter');
  await expect(slot.getByRole('log')).toContainText(message);
  await expect(slot.getByRole('log')).toContainText('Your message is now a 1:1 inquiry.');
  await expect(slot.getByLabel('Message')).toHaveValue('');
  await noAxeViolations(page);
  await slot.getByRole('link', { name: 'See the inquiry' }).click();
  // The first message titles the inquiry; later ones while no agent is online join it (a retry finds it open).
  await expect(slot.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(slot.getByText(message).last()).toBeVisible();
  await expect(slot.getByText('Waiting').first()).toBeVisible();

  const staff = await (await page.context().browser()!.newContext()).newPage();
  await logInByApi(staff, STAFF);
  await openSupport(staff, '/en/inquiries/staff');
  await expect(supportSlot(staff).getByRole('listitem').filter({ hasText: message })).toContainText('Sent from /en/products/1');
  expect(errors).toEqual([]);
});

test('an unknown customer-centre path says so inside the one main landmark', async ({ page }) => {
  await openSupport(page, '/en/policy/cookies');
  await expect(supportSlot(page).getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('main')).toHaveCount(1);
  await noAxeViolations(page);
});
