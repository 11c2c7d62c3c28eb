// "Finish what landed": the voucher's print / add-to-calendar / call-the-property and an
// international guest's phone, logout leaving no url history, and the results' filter sheet on a
// phone. (A failed rate-plan call is polish.spec.ts; the sign-up welcome is session.spec.ts.)
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { api, bookByApi, CONTENT, findStay, INTERNATIONAL, orderType, stayCondition } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { ProfileMenu } from '../support/session-profile-menu';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

const ready = '.sh-main-slot[data-slot-state="ready"]';

test('the voucher prints, adds the stay to a calendar and calls the property', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const c = stayCondition(daysFromToday(40), daysFromToday(42));
  const stay = await findStay(request, c, (channel) => channel === null, 200);
  await signUpByApi(page.request, uniqueEmail('voucher-actions'), 'Printer');
  const { orderNum } = await bookByApi(page, stay.productIdx, stay.plan, c, 'Printer');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/lms/${orderNum}`);
  const actions = page.getByTestId('voucher-actions');
  await expect(actions.getByRole('heading', { name: 'Quick actions' })).toBeVisible();

  // Print: the button opens the browser's print, and the print stylesheet keeps only the booking.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await actions.getByRole('button', { name: 'Print voucher' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('voucher-product-name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print voucher' })).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('voucher-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Add to calendar: an .ics with the stay's dates at the property's times.
  const [download] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`stay-${orderNum}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${c.checkInDate.replace(/-/g, '')}T`);
  expect(ics).toContain(`DTEND:${c.checkOutDate.replace(/-/g, '')}T`);
  expect(ics).toContain(`UID:${orderNum}@awesomestay`);

  // Call the property: a tel: link with its number in international form.
  const call = actions.getByRole('link', { name: /^Call the property/ });
  await expect(call).toHaveAttribute('href', /^tel:\+\d{6,}$/);
  await page.screenshot({ path: test.info().outputPath('voucher-actions-390.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('logout leaves no url history behind', async ({ page }) => {
  await signUpByApi(page.request, uniqueEmail('history'), 'Historian');
  await page.goto('/en/search?cityCode=SEL&nationCode=KR');
  await expect(page.locator(ready).first()).toBeVisible();
  await page.goto('/en/mypage');
  await expect(page.locator(ready).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('stay:url-history'))).toContain('/search?cityCode=SEL');
  await new ProfileMenu(page).logOut();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator(ready).first()).toBeVisible();
  const history = await page.evaluate(() => localStorage.getItem('stay:url-history'));
  expect(history === null ? [] : JSON.parse(history)).toEqual([]);
});

test("an international guest's phone keeps its country code on the voucher", async ({ page, request }) => {
  test.setTimeout(120_000);
  const c = stayCondition(daysFromToday(50), daysFromToday(51));
  await signUpByApi(page.request, uniqueEmail('intl-guest'), 'Abroad');
  const body = { ...c, guestFirstName: 'Yuki', guestLastName: 'Sato', guestCountryCode: '81', guestTel: '9012345678', guestEmail: 'yuki@example.com' };
  const international = (channel: string | null) => channel !== null && INTERNATIONAL.includes(channel);
  let order: Awaited<ReturnType<typeof api>> | null = null;
  // A partner's price or stock can move between the search and the order (the supplier simulator's
  // do, like a real partner's): the traveller accepts a new price, as the booking page asks them
  // to, and picks another stay when the room has gone.
  for (let from = 400, tries = 0; tries < 4; tries += 1) {
    const stay = await findStay(request, c, international, from);
    const path = `${CONTENT}/v1/books/${stay.productIdx}/order-type/${orderType(c)}/ids/${stay.productIdx}/rooms/${stay.plan.roomIdx}/rateplan/${stay.plan.rateplanIdx}/order`;
    order = await api(page, 'POST', path, body);
    if (order.status === 409 && order.body.data.code === 'PRICE_CHANGED') order = await api(page, 'POST', path, { ...body, amount: order.body.data.amount });
    if (!(order.status === 409 && order.body.data.code === 'SOLD_OUT')) break;
    from = stay.productIdx - 1;
  }
  if (!order) throw new Error('no order was made');
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  await page.goto(`/en/lms/${String(order.body.data.orderNum)}`);
  await expect(page.getByTestId('voucher-page')).toBeVisible();
  const guest = page.getByRole('region', { name: 'Guest' });
  await expect(guest.getByText('+81 9012345678')).toBeVisible();
});

test('on a phone the filter sheet offers free cancellation, meals and review score, and resets', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/search?cityCode=SEL&nationCode=KR');
  const slot = page.locator('.sh-main-slot[data-remote="mf_search"]');
  await expect(slot).toHaveAttribute('data-slot-state', 'ready');
  await expect(slot.locator('article').first()).toBeVisible();
  // Two or three stays per screen.
  const heights = await slot.locator('article').evaluateAll((cards) => cards.slice(0, 3).map((c) => c.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeLessThan(844 / 2);
  const allTotal = (await slot.getByRole('heading', { level: 1 }).textContent()) ?? '';

  const requests: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/findProducts') || r.url().includes('findProducts')) requests.push(r.postDataJSON());
  });
  await slot.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByRole('checkbox', { name: 'Free cancellation' }).check();
  await sheet.getByRole('checkbox', { name: 'Meals included' }).check();
  await sheet.getByRole('radio', { name: '8+' }).check();
  await expect(page).toHaveURL(/reviewMin=8/);
  await expect(page).toHaveURL(/freeCancel=1/);
  await expect(page).toHaveURL(/meals=1/);
  await page.screenshot({ path: test.info().outputPath('filter-sheet-390.png') });
  await expect.poll(() => requests.some((b) => JSON.stringify(b).includes('"meals":true') && JSON.stringify(b).includes('"reviewMin":8'))).toBe(true);
  await sheet.getByRole('button', { name: /^Show results/ }).click();
  await expect(sheet).toBeHidden();
  // Every stay left cancels free.
  const cards = slot.locator('article');
  const n = await cards.count();
  for (let i = 0; i < Math.min(n, 5); i += 1) await expect(cards.nth(i)).toContainText('Free cancellation');
  // Reset from the sheet.
  await slot.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/freeCancel/);
  await expect(slot.getByRole('heading', { level: 1 })).toHaveText(allTotal);
});
