// Links beyond 180 days or over 30 nights, on a 390 px phone: the stay and the results open with
// corrected dates and a message that says what changed.
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { ResultsScreen } from '../support/search-results';
import { daysFromToday } from '../support/search-section';

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(PHONE);
});

test('links beyond 180 days or over 30 nights open with corrected dates and say what changed', async ({ page }) => {
  const errors = collectPageErrors(page);
  const far = daysFromToday(200);
  // Drawn on the server with the notice, which is still there once the page is live (its hydration
  // has committed: the parcel's 'stay:hydrated', a non-bubbling event, seen while it goes down).
  await page.addInitScript(() => window.addEventListener('stay:hydrated', () => ((window as unknown as { __hydrated: boolean }).__hydrated = true), true));
  await page.goto(`/en/products/1?checkInDate=${far}&checkOutDate=${daysFromToday(202)}&adtCnt=2`);
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  const notice = page.getByTestId('date-correction');
  await expect(notice).toContainText('Stays can be booked up to 180 days ahead, so we changed the dates to');
  await expect(page.getByTestId('room').first()).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('checkInDate')).not.toBe(far);
  await expect(page.getByText(/checkInDate|checkOutDate|올바르지/)).toHaveCount(0);

  const checkIn = daysFromToday(30);
  await page.goto(`/en/search?cityCode=SEL&nationCode=KR&searchText=Seoul&checkInDate=${checkIn}&checkOutDate=${daysFromToday(70)}`);
  await expect(page.getByTestId('date-correction')).toContainText('A stay can be up to 30 nights, so we changed check-out to');
  await new ResultsScreen(page).expectLoaded();
  await expect.poll(() => new URL(page.url()).searchParams.get('checkOutDate')).toBe(daysFromToday(31));
  await page.getByRole('button', { name: 'Close this notice' }).click();
  await expect(page.getByTestId('date-correction')).toHaveCount(0);
  expect(errors).toEqual([]);
});
