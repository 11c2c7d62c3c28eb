// Every route of SPEC §2 passes axe-core (WCAG 2.0-2.2 A/AA and best practice) over the whole
// document, the shell's bars, footer, banners and floating buttons included: at 390 and 1280 px, in
// ko, en and ja, the public pages as a visitor and a member's pages as a logged-in demo member.
// One test per group and locale opens each page once and checks both widths by resizing it, so a
// run is a few dozen page loads rather than hundreds.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { api, CONTENT, logInByApi } from '../support/booking';
import { LOCALES, ROUTES, localized, type Locale } from '../support/routes';
import { daysFromToday, SearchSection } from '../support/search-section';
import { DEMO } from '../support/session-accounts';

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/** The membership pages: a visitor sees their pitch, a member their own state. */
const MEMBERSHIP = ROUTES.filter((r) => r.path.startsWith('/membership')).map((r) => r.path);

/** Dates and guests as a search carries them: results, prices and sold-out rooms are on screen. */
const stayQuery = () => `checkInDate=${daysFromToday(30)}&checkOutDate=${daysFromToday(32)}&adtCnt=2&chdCnt=0`;

/**
 * Pages a visitor opens: the public routes, the results and a stay for a search, the login page's
 * other screens and an event deal.
 */
async function visitorPaths(page: Page): Promise<string[]> {
  const deals = await api(page, 'GET', `${CONTENT}/v1/event-products/awesome`);
  const events = deals.body.data.events as { idx: number }[];
  expect(events.length, 'the demo data has event deals').toBeGreaterThan(0);
  return [
    ...ROUTES.filter((r) => !r.member).map((r) => r.path),
    `/search?cityCode=SEL&nationCode=KR&searchText=Seoul&${stayQuery()}`,
    `/products/1?${stayQuery()}`,
    '/login?mode=signup',
    '/login/find-id',
    '/login/find-password',
    `/events/${events[0]!.idx}`,
  ];
}

/** Opens `url` and waits for its page: the remote's slot ready (or the shell's own page) and no requests left. */
async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  const slot = page.locator('.sh-main-slot');
  if (await slot.count()) await expect(slot, url).toHaveAttribute('data-slot-state', 'ready');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first(), url).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until the layout's reactions to the width have run and their transitions ended (the chat
 * button fades in or out as it makes room): axe reads colours as they are on screen.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** axe at each width on each page; the answer names the page and width, then rule id → selectors. */
async function audit(page: Page, locale: Locale, paths: string[]): Promise<Record<string, Record<string, string>>> {
  const found: Record<string, Record<string, string>> = {};
  for (const path of paths) {
    const url = localized(locale, path);
    await page.setViewportSize(WIDTHS[0]);
    await openSettled(page, url);
    for (const size of WIDTHS) {
      if (size !== WIDTHS[0]) {
        await page.setViewportSize(size);
        await page.waitForLoadState('networkidle');
      }
      await settleAnimations(page);
      const violations = await axeViolations(page);
      if (Object.keys(violations).length) found[`${url} @${size.width}px`] = violations;
    }
  }
  return found;
}

for (const locale of LOCALES) {
  test.describe(`accessibility in ${locale}`, () => {
    test('public pages as a visitor', async ({ page }) => {
      test.setTimeout(300_000);
      const paths = await visitorPaths(page);
      expect(await audit(page, locale, paths), `axe violations (page @width → rule → selectors)`).toEqual({});
    });

    test("the search section's modals on the main page", async ({ page }) => {
      const found: Record<string, Record<string, string>> = {};
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await openSettled(page, localized(locale, '/'));
        const section = new SearchSection(page, locale);
        for (const field of ['destination', 'dates', 'guests'] as const) {
          await section.field(field).click();
          await expect(page.getByRole('dialog').last()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await settleAnimations(page);
          const violations = await axeViolations(page);
          if (Object.keys(violations).length) found[`${field} modal @${size.width}px`] = violations;
          await page.keyboard.press('Escape');
        }
      }
      expect(found, `axe violations (modal @width → rule → selectors)`).toEqual({});
    });

    test("a member's pages as a logged-in demo member", async ({ page }) => {
      test.setTimeout(300_000);
      await logInByApi(page, DEMO.bronze.email);
      const paths = [...ROUTES.filter((r) => r.member).map((r) => r.path), ...MEMBERSHIP];
      expect(await audit(page, locale, paths), `axe violations (page @width → rule → selectors)`).toEqual({});
    });
  });
}
