// Event deals and advance notice (SPEC §7), and the analytics funnel, in the browser at 390 and
// 1280 px: a newcomer asks to be told when a deal opens, the demo tick opens it and the message
// outbox holds the notice, the deal page now sells it and the member books it through the normal
// booking path; a traveller who allowed statistics searches, views a stay and books, and the
// staff's funnel report counts that journey.
import { type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations as runAxe } from '../support/axe';
import { expect, test } from '../support/test';
import { api, BookingScreen, CONTENT, decideAtGateway, moveDealSale } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { SearchSection } from '../support/search-section';
import { ResultsScreen } from '../support/search-results';
import { DEMO, signUpByApi, uniqueEmail } from '../support/session-accounts';
import { LoginScreen } from '../support/session-login-page';

const STAFF = 'staff@awesomestay.kr';
const slot = (page: Page) => page.locator('.sh-main-slot');

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
}

/** axe (WCAG 2.2 AA + best practice) on the page's own slot and the consent banner when shown. */
const axeViolations = (page: Page) => runAxe(page, { include: ['.sh-main-slot', '.sh-consent'] });

async function accept(page: Page, text: RegExp | string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** The seeded deal that opens later (reset to open in two days, so a journey can run again). */
async function upcomingDeal(page: Page, request: APIRequestContext): Promise<number> {
  const list = await api(page, 'GET', `${CONTENT}/v1/event-products/awesome`);
  const deals = list.body.data.events as { idx: number; discountRate?: number }[];
  const idx = Math.max(...deals.map((d) => d.idx));
  expect((await moveDealSale(request, idx, 2)).state).toBe('UPCOMING');
  return idx;
}

async function payAtSandbox(page: Page) {
  const booking = new BookingScreen(page);
  await booking.expectLoaded();
  const mobile = page.getByLabel('Mobile number');
  if (await mobile.isVisible()) await mobile.fill('01055557777');
  await booking.agreeAndPay();
  await decideAtGateway(page, 'Approve');
  await expect(page.getByTestId('payment-paid')).toBeVisible({ timeout: 30_000 });
}

/** Reserves the first room on sale of the stay page that is open. */
async function reserveFirstRoom(page: Page) {
  await expect(page.getByTestId('product-page')).toBeVisible({ timeout: 20_000 });
  const reserve = page.getByRole('button', { name: 'Reserve', disabled: false }).first();
  await expect(reserve).toBeVisible({ timeout: 20_000 });
  await reserve.click();
}

for (const width of [390, 1280]) {
  test(`at ${width} px a member asks for an alarm, is told when the deal opens, and books it`, async ({ page, request }) => {
    test.setTimeout(150_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('alarm');
    await signUpByApi(page.request, email, 'Alarmed');
    const idx = await upcomingDeal(page, request);

    // A one-shot alarm URL (type=alarm plus a numeric idx) is never kept in the url history (SPEC §2).
    await open(page, `/en/events/${idx}?type=alarm&idx=${idx}`);
    const history = await page.evaluate(() => localStorage.getItem('stay:url-history') ?? '');
    expect(history).not.toContain('type=alarm');

    await open(page, `/en/events/${idx}`);
    const deal = page.getByTestId('event-page');
    await expect(deal).toHaveAttribute('data-page-kind', 'event');
    await expect(deal.getByRole('heading', { level: 1 })).toHaveText('Opening soon: 30% time deal');
    await expect(deal.getByText('Opening soon', { exact: true })).toBeVisible();
    await expect(deal.getByText('Opens in')).toBeVisible();
    await expect(deal.getByTestId('event-remaining')).toHaveText(/^[12] days? \d{1,2} hours? \d{1,2} minutes?$/);

    expect(await axeViolations(page), `axe at ${width}px on the event page`).toEqual({});

    // The statistics banner can be declined; the page works the same.
    await page.getByRole('region', { name: 'Usage statistics consent' }).getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('region', { name: 'Usage statistics consent' })).toBeHidden();

    await deal.getByRole('button', { name: 'Tell me when it opens' }).click();
    await accept(page, 'Alarm set.');
    await expect(deal.getByRole('button', { name: 'You will be told when it opens' })).toBeDisabled();
    const mine = await api(page, 'GET', `${CONTENT}/v1/advance-notice`);
    expect(mine.body.data.alarms).toEqual([expect.objectContaining({ alarmIdx: idx, state: 'UPCOMING', notified: false })]);

    // The tick: the deal opens today and the sweep tells the member, once, through the message service.
    expect((await moveDealSale(request, idx, 0)).state).toBe('OPEN');
    const outbox = await api(page, 'GET', `/api/dev/outbox?dest=${encodeURIComponent(email)}`);
    const notices = (outbox.body.data.messages as { type: string; body: string }[]).filter((m) => m.type === 'ADVANCE_NOTICE');
    expect(notices).toHaveLength(1);
    // In the member's own language (an API sign-up without a locale is Korean).
    expect(notices[0]!.body).toContain('오픈 예정 타임딜 30% 할인');
    expect((await api(page, 'GET', `${CONTENT}/v1/advance-notice`)).body.data.alarms).toEqual([expect.objectContaining({ alarmIdx: idx, state: 'OPEN', notified: true })]);

    // Now on sale: the countdown is to the end of the sale, and the deal books like any stay.
    await open(page, `/en/events/${idx}`);
    await expect(deal.getByText('On sale', { exact: true })).toBeVisible();
    await expect(deal.getByText('Sale ends in')).toBeVisible();
    // The page's deal price is the price of its cheapest plan for the first night; the member
    // (Bronze: no member price) pays exactly that for that plan, the discount applied by the server.
    const dealPrice = deal.getByTestId('event-deal-price');
    await expect(dealPrice).toHaveText(/^KRW [\d,]+$/);
    const shown = (await dealPrice.textContent())!;
    const rateplanIdx = await dealPrice.getAttribute('data-rateplan-idx');
    await deal.getByRole('button', { name: 'Book this deal' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/products/\\d+\\?.*checkInDate=\\d{4}-\\d{2}-\\d{2}.*promotionIdx=${idx}`));
    await expect(page.getByTestId('product-page')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('deal-note')).toHaveText('Event deal: the prices below already include its 30% discount, and the booking charges exactly them.');
    // The stay page shows the deal price the booking then charges, not the normal one.
    await expect(page.locator(`[data-testid="rate-plan"][data-rateplan-idx="${rateplanIdx}"]`).getByTestId('plan-total')).toHaveText(shown);
    await page.locator(`[data-testid="rate-plan"][data-rateplan-idx="${rateplanIdx}"]`).getByRole('button', { name: 'Reserve', disabled: false }).click();
    const booking = new BookingScreen(page);
    await booking.expectLoaded();
    await expect(page).toHaveURL(new RegExp(`promotionIdx=${idx}`));
    await expect(page.getByTestId('amount-deal')).toBeVisible();
    await expect(page.getByText("The event deal's 30% discount is applied.")).toBeVisible();
    await expect(booking.total).toHaveText(shown);
    await payAtSandbox(page);
    await expect(page.getByTestId('paid-amount')).toHaveText(shown);
    expect(errors).toEqual([]);
  });
}

test('the funnel report counts a journey just made: search, view, book', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const staff = await (await browser.newContext()).newPage();
  await staff.setViewportSize({ width: 390, height: 900 });
  await api(staff, 'POST', '/api/service/auth/login', { id: STAFF, pwd: 'Stay1234!' });
  const today = async () => {
    const res = await api(staff, 'GET', `${CONTENT}/v1/analytics/funnel?days=1`);
    const rows = res.body.data.rows as { search: number; view_item: number; book: number }[];
    return rows[0] ?? { search: 0, view_item: 0, book: 0 };
  };
  const before = await today();

  await signUpByApi(page.request, uniqueEmail('funnel'), 'Funnel');
  await open(page, '/en/');
  await page.getByRole('region', { name: 'Usage statistics consent' }).getByRole('button', { name: 'Allow' }).click();
  const section = new SearchSection(page);
  await section.type('Seoul');
  await section.chooseLocation(/Seoul/);
  const searched = page.waitForRequest((r) => r.url().includes('/v1/analytics/events') && (r.postData() ?? '').includes('"search"'));
  await section.root.getByRole('button', { name: 'Search', exact: true }).click();
  const results = new ResultsScreen(page);
  await results.expectLoaded();
  await searched;

  // The stay opens in a new window (SPEC §2); the session is the same (30 idle minutes, all tabs).
  const card = results.cards.filter({ has: page.getByTestId('price-total') }).filter({ hasNot: page.locator('.sr-card--sold-out') }).first();
  const popup = page.context().waitForEvent('page');
  await card.getByRole('link').first().click();
  const product = await popup;
  await product.setViewportSize({ width: 1280, height: 900 });
  await reserveFirstRoom(product);
  const booked = product.waitForRequest((r) => r.url().includes('/v1/analytics/events') && (r.postData() ?? '').includes('"book"'), { timeout: 40_000 });
  await payAtSandbox(product);
  await booked;

  await expect.poll(async () => (await today()).book, { timeout: 10_000 }).toBe(before.book + 1);
  const after = await today();
  expect(after.search).toBe(before.search + 1);
  expect(after.view_item).toBe(before.view_item + 1);

  await open(staff, '/en/inquiries/staff');
  await staff.getByRole('link', { name: 'Booking funnel' }).click();
  const table = staff.getByRole('table');
  await expect(table).toBeVisible();
  const row = table.getByRole('row').nth(1);
  await expect(row.locator('[data-step="book"]')).toHaveText(new RegExp(`^${after.book} \\(`));
  await expect(row.locator('[data-step="search"]')).toHaveText(String(after.search));
  expect(await axeViolations(staff), 'axe on the funnel page').toEqual({});
});

test('a theme from the main page opens its own page with every stay priced', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await open(page, '/en/');
  // The lower rows of the main page load as the visitor scrolls to them, not with the page.
  await page.getByRole('heading', { name: 'Stays by theme' }).scrollIntoViewIfNeeded();
  const link = page.getByRole('link', { name: 'See the whole theme' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/en\/themes\/\d+$/);
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  const theme = page.getByTestId('theme-page');
  await expect(theme.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(theme.getByText(/^Prices for .+, 2 adults$/)).toBeVisible();
  await expect(theme.getByRole('heading', { level: 2, name: 'Stays in this theme' })).toBeVisible();
  await expect(theme.locator('article').first()).toBeVisible();
});

test('a visitor asking for an alarm logs in and comes back to the deal; the privacy page changes the statistics answer', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const idx = await upcomingDeal(page, request);
  await open(page, `/en/events/${idx}`);
  await page.getByTestId('event-page').getByRole('button', { name: 'Tell me when it opens' }).click();
  await accept(page, 'Please log in to set an alarm.');
  await expect(page).toHaveURL(/\/en\/login/);
  await new LoginScreen(page).logIn(DEMO.bronze.email);
  await expect(page).toHaveURL(new RegExp(`/en/events/${idx}$`));
  await expect(page.getByTestId('event-page').getByRole('button', { name: /^(Tell me when it opens|You will be told when it opens)$/ })).toBeVisible();

  await open(page, '/en/policy/privacy');
  const control = page.getByTestId('consent-control');
  await expect(control.getByRole('status')).toHaveText('You have not chosen yet. Nothing is recorded until you do.');
  await control.getByRole('button', { name: 'Allow' }).click();
  await expect(control.getByRole('status')).toHaveText('You allowed us to record your use of the site for statistics.');
  await expect(page.getByRole('region', { name: 'Usage statistics consent' })).toBeHidden();
});
