// Dates read the same everywhere: one format per locale from the shared helpers, the year whenever a
// stay is not in the current Korean year, dates that never break inside at 390 px, the stay page's
// date bar on the site's own calendar (no browser date input), and the days to check-in counted with
// plurals in English.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { bookByApi, findStay, stayCondition } from '../support/booking';
import { BooksScreen } from '../support/mypage';
import { ResultsScreen } from '../support/search-results';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

/** The Korean calendar day `n` days from now (the site's "today" is Korea's, wherever the test runs). */
const koreanDayPlus = (n: number) => new Date(Date.now() + 9 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
const thisYear = koreanDayPlus(0).slice(0, 4);
/** The first day of next year the calendar still offers (at most 180 days ahead), or null before July. */
const nextYearDay = (): string | null => {
  for (let n = 1; n <= 170; n += 1) if (koreanDayPlus(n).slice(0, 4) !== thisYear) return koreanDayPlus(n + 7);
  return null;
};
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const prefix = (lc: string) => (lc === 'ko' ? '' : `/${lc}`);
/** An inline element drawn on one line has one box; one broken across lines has a box per line. */
const lineBoxes = (page: Page, testId: string) => page.getByTestId(testId).evaluate((el) => el.getClientRects().length);

for (const lc of ['ko', 'en', 'ja'] as const) {
  for (const width of [390, 1280]) {
    test(`${lc} at ${width}: a stay next year shows its year, the dates stay on one line, the stay page opens the site calendar`, async ({ page }) => {
      const checkIn = nextYearDay();
      test.skip(checkIn === null, 'next year is more than 180 days away: no stay next year can be searched yet');
      const checkOut = plus(checkIn!, 2);
      const year = checkIn!.slice(0, 4);
      await page.setViewportSize({ width, height: 900 });

      await page.goto(`${prefix(lc)}/search?cityCode=SEL&nationCode=KR&searchText=Seoul&checkInDate=${checkIn}&checkOutDate=${checkOut}&adtCnt=2`);
      await new ResultsScreen(page).expectLoaded();
      const dates = page.getByTestId('results-dates');
      await expect(dates).toContainText(year);
      expect(await lineBoxes(page, 'results-dates')).toBe(1);

      await page.goto(`${prefix(lc)}/products/1?checkInDate=${checkIn}&checkOutDate=${checkOut}&adtCnt=2`);
      await expect(page.getByTestId('room').first()).toBeVisible();
      await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
      await expect(page.locator('input[type="date"]')).toHaveCount(0);
      const field = page.getByTestId('bar-in');
      await expect(field).toContainText(year);
      expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await field.click();
      const calendar = page.getByRole('dialog').filter({ has: page.locator('.sr-cal__months') });
      await expect(calendar).toBeVisible();
      await expect(field).toHaveAttribute('aria-expanded', 'true');
      await expect(calendar.locator(`[data-date="${checkIn}"]`)).toHaveAttribute('aria-pressed', 'true');
      // Keyboard: focus is on a day; Escape closes and gives focus back to the field.
      await expect(calendar.locator('.sr-day[tabindex="0"]')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(calendar).toHaveCount(0);
      await expect(field).toBeFocused();
      expect(await page.locator('input[type="date"]').count()).toBe(0);
    });
  }
}

test('en: a booking whose check-in is tomorrow says "Check-in in 1 day"', async ({ page, request }) => {
  test.setTimeout(120_000);
  const c = stayCondition(koreanDayPlus(1), koreanDayPlus(2));
  const stay = await findStay(request, c, (channel) => channel === null, 200);
  await signUpByApi(page.request, uniqueEmail('dates'), 'Dater');
  const { orderNum } = await bookByApi(page, stay.productIdx, stay.plan, c, 'Dater');
  const books = new BooksScreen(page);
  await books.open();
  const row = books.row(orderNum);
  await expect(row).toContainText(/Check-in in 1 day(?!s)/);
});
