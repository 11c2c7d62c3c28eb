// "Today" is the Korean calendar day on the server and in every browser. The server draws the
// first view of /, /search and a stay with today's default dates; a browser whose own calendar
// reads another day (Korea between 00:00 and 09:00 is still yesterday in UTC, where servers run)
// must hydrate that view as drawn: no page drawn again, no dates flipping after load.
import { type Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectConsoleProblems } from '../support/page-errors';

/** A zone whose calendar day differs from UTC's at this moment (the server's clock), so the case is tested whenever this runs. */
function zoneOffUtcDay(now = new Date()): string {
  // UTC-12 is on the day before until 12:00 UTC; UTC+14 is on the day after from 10:00 UTC.
  return now.getUTCHours() < 12 ? 'Etc/GMT+12' : 'Etc/GMT-14';
}


async function open(browser: Browser, timezoneId: string, width: number) {
  const context = await browser.newContext({ timezoneId, locale: 'ko-KR', viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

const PAGES = [
  { path: '/', slot: 'mf_search' },
  { path: '/search', slot: 'mf_search' },
  { path: '/products/1', slot: 'mf_product' },
] as const;

for (const zone of ['Asia/Seoul', zoneOffUtcDay()]) {
  for (const { path, slot } of PAGES) {
    test(`${path} in a browser on ${zone}: hydrated as the server drew it, with Korea's today`, async ({ browser }) => {
      const { context, page } = await open(browser, zone, path === '/' ? 390 : 1280);
      const problems = collectConsoleProblems(page);
      await page.goto(path);
      await expect(page.locator(`.sh-main-slot[data-remote="${slot}"]`)).toHaveAttribute('data-slot-state', 'ready');
      const local = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
      if (zone !== 'Asia/Seoul') expect(local, 'the browser zone was chosen to read another day than UTC').not.toBe(new Date().toISOString().slice(0, 10));
      await page.waitForTimeout(800);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
}

test("a stay link without dates opens on Korea's default dates, in any browser zone", async ({ browser, request }) => {
  const html = await (await request.get('/products/1')).text();
  const drawn = /checkInDate=(\d{4}-\d\d-\d\d)&checkOutDate=(\d{4}-\d\d-\d\d)/.exec(html);
  expect(drawn, 'the server names the default dates it drew').not.toBeNull();
  const { context, page } = await open(browser, zoneOffUtcDay(), 390);
  const problems = collectConsoleProblems(page);
  await page.goto('/products/1');
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
  await page.waitForTimeout(800);
  // The address keeps the dates the server drew with: the browser did not pick its own day.
  expect(new URL(page.url()).searchParams.get('checkInDate')).toBe(drawn![1]);
  expect(new URL(page.url()).searchParams.get('checkOutDate')).toBe(drawn![2]);
  expect(problems).toEqual([]);
  await context.close();
});
