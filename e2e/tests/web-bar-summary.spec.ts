// The web bar's search summary on a stay's page shows that page's own dates and guests, not those
// of the search made before.
import { expect, test } from '../support/test';
import { ResultsScreen } from '../support/search-results';
import { daysFromToday } from '../support/search-section';

test("the web bar's summary shows the stay page's own dates and guests, not the last search", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/search?cityCode=SEL&nationCode=KR&searchText=Seoul&checkInDate=${daysFromToday(20)}&checkOutDate=${daysFromToday(21)}&adtCnt=2`);
  await new ResultsScreen(page).expectLoaded();
  const checkIn = daysFromToday(40);
  await page.goto(`/en/products/1?checkInDate=${checkIn}&checkOutDate=${daysFromToday(43)}&adtCnt=3`);
  await expect(page.getByTestId('room').first()).toBeVisible();
  const summary = page.getByRole('button', { name: / change search$/ });
  await expect(summary).toContainText(new Date(`${checkIn}T00:00:00`).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' }));
  await expect(summary).toContainText('3 nights');
  await expect(summary).toContainText('3 adults');
  await expect(summary).toContainText('Seoul');
});
