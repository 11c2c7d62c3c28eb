// `npm start` runs the demo, and every page says so (simulated payments, readable codes,
// the stand-in Kakao login), in the page's language, at phone and desktop widths.
import { expect, test } from '../support/test';

for (const [path, text] of [
  ['/', '데모 사이트입니다.'],
  ['/en/products/1', 'This is a demo site.'],
  ['/ja/faq', 'これはデモサイトです。'],
] as const) {
  test(`${path} says it is a demo`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(path);
      const banner = page.getByTestId('demo-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(text);
    }
  });
}
