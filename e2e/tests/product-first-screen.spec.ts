// The product page's first screen on PC (1280 x 800): the decision - name, guest score, price and
// the start of the rooms - is visible without scrolling, and the floating chat button never covers
// the price box, at the top or scrolled.
import { type Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { daysFromToday } from '../support/search-section';

const overlaps = async (a: Locator, b: Locator) => {
  const x = (await a.boundingBox())!;
  const y = (await b.boundingBox())!;
  return !(x.x + x.width <= y.x || y.x + y.width <= x.x || x.y + x.height <= y.y || y.y + y.height <= x.y);
};

for (const locale of ['ko', 'en', 'ja'] as const) {
  test(`name, score, price and the rooms' start are in the first screen at 1280 x 800 (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    await page.goto(`${prefix}/products/1?checkInDate=${daysFromToday(30)}&checkOutDate=${daysFromToday(31)}&adtCnt=2`);
    await expect(page.getByTestId('room').first()).toBeVisible();
    for (const part of [page.getByRole('heading', { level: 1 }), page.getByTestId('header-score'), page.getByTestId('price-block'), page.getByTestId('room').first()]) {
      await expect(part).toBeInViewport();
    }
    const heading = (await page.getByTestId('room').first().boundingBox())!;
    expect(heading.y).toBeLessThan(800 - 24);
    const chat = page.locator('.sh-chat-button');
    for (const y of [0, 400, 1600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
      expect(await overlaps(chat, page.getByTestId('price-block'))).toBe(false);
    }
  });
}
