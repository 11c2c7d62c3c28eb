// At 00:30 in Korea (playwright.midnight.config.ts: the site's clock under libfaketime, the browser's
// set to the same moment, both in the new Korean day while UTC still reads yesterday): the first
// views of /, /search and a stay are drawn with Korea's today and hydrate without a warning or a
// date flipping after load, and what a member does then (sign-up, marketing consent, payment) is
// dated on Korea's day.
import { expect, test } from '../support/test';
import { collectConsoleProblems } from '../support/page-errors';
import { defaultStayDays } from '../../shared/src/dates/default-stay';
import { formatShort } from '../../shared/src/dates/format';
import { bookByApi, findStay, stayCondition } from '../support/booking';
import { MIDNIGHT, addDays } from '../support/korean-midnight';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';


// Korea's default stay; UTC's day would give one a day earlier (or, when both land past the same
// weekend, the same one: then the payment and consent days below still tell the two apart).
const korean = defaultStayDays(MIDNIGHT.koreanDay);
/** The record day as my page writes it in Korean (2026.11.30). */
const koreanRecordDay = MIDNIGHT.koreanDay.replaceAll('-', '.');

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: MIDNIGHT.at });
});

test("the site's clock reads 00:30 in Korea, the day after UTC's", async ({ request }) => {
  expect(MIDNIGHT.koreanDay).toBe(addDays(MIDNIGHT.utcDay, 1));
  const served = Date.parse((await request.get('/healthz')).headers().date ?? '');
  // The site started at 00:30 and has run since (a few minutes at most).
  expect(served).toBeGreaterThanOrEqual(MIDNIGHT.at - 1_000);
  expect(served).toBeLessThan(MIDNIGHT.at + 30 * 60_000);
});

const PAGES = [
  { path: '/', slot: 'mf_search', width: 390 },
  { path: '/search', slot: 'mf_search', width: 390 },
  { path: '/products/1', slot: 'mf_product', width: 390 },
  { path: '/en/products/1', slot: 'mf_product', width: 1280 },
] as const;

for (const { path, slot, width } of PAGES) {
  test(`${path} at ${width}: drawn and hydrated with Korea's today, nothing flips after load`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    // The server's first view names Korea's default stay, not the one of UTC's day.
    expect(html).toContain(formatShort(korean.checkInDate, path.startsWith('/en') ? 'en' : 'ko', MIDNIGHT.at));
    await page.setViewportSize({ width, height: 844 });
    const problems = collectConsoleProblems(page);
    await page.goto(path);
    await expect(page.locator(`.sh-main-slot[data-remote="${slot}"]`)).toHaveAttribute('data-slot-state', 'ready');
    const drawn = await page.locator('.sh-main-slot').innerText();
    await page.clock.runFor(1_000);
    await page.waitForTimeout(300);
    expect(await page.locator('.sh-main-slot').innerText(), 'the page after load reads as drawn').toBe(drawn);
    if (path.includes('/products/')) {
      expect(new URL(page.url()).searchParams.get('checkInDate')).toBe(korean.checkInDate);
      expect(new URL(page.url()).searchParams.get('checkOutDate')).toBe(korean.checkOutDate);
    }
    expect(problems).toEqual([]);
  });
}

test("a newcomer's sign-up, marketing consent and payment at 00:30 are dated on Korea's day", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signUpByApi(page.request, uniqueEmail('midnight'), '자정');
  await page.goto('/mypage/user');
  await expect(page.getByText('가입일').locator('..')).toContainText(koreanRecordDay);
  await page.getByRole('checkbox', { name: /이벤트·혜택 정보를/ }).check();
  await expect(page.getByText(`동의 (${koreanRecordDay})`)).toBeVisible();

  const c = stayCondition(addDays(MIDNIGHT.koreanDay, 30), addDays(MIDNIGHT.koreanDay, 31));
  const stay = await findStay(request, c, (channel) => channel === null, 150);
  const { orderNum } = await bookByApi(page, stay.productIdx, stay.plan, c, '자정');
  await page.goto(`/mypage/books/${orderNum}`);
  await expect(page.getByText('결제일').locator('..')).toContainText(koreanRecordDay);
});
