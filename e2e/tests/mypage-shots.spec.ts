// Screenshots of my page at 390 and 1280 px in ko, en and ja, for people to look at:
// run with SHOTS=1; files go to tmp/shots/ (not committed). Skipped otherwise.
import { expect, test } from '../support/test';
import { api, CONTENT, logInByApi } from '../support/booking';
import { DEMO } from '../support/session-accounts';

test.skip(!process.env.SHOTS, 'screenshots only with SHOTS=1');

for (const width of [390, 1280]) {
  for (const locale of ['ko', 'en', 'ja']) {
    test(`my page at ${width} px in ${locale}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await logInByApi(page, DEMO.silver.email);
      const pending = await api(page, 'GET', `${CONTENT}/v1/books/status/pending`);
      const booked = (pending.body.data.books as { orderNum: string; voucherNum: string | null }[]).find((b) => !b.voucherNum)!.orderNum;
      // Korean, the default locale, has no prefix.
      const base = locale === 'ko' ? '' : `/${locale}`;
      const shots: [string, string, string][] = [
        ['home', `${base}/mypage`, 'mypage-home'],
        ['books', `${base}/mypage/books`, 'books-page'],
        ['detail', `${base}/mypage/books/${booked}`, 'booking-detail'],
        ['cancel', `${base}/mypage/books/${booked}/cancel`, 'cancel-page'],
        ['coupon', `${base}/mypage/coupon`, 'coupons-page'],
        ['cash', `${base}/mypage/awesome-cash`, 'cash-page'],
        ['wishes', `${base}/mypage/wishes`, 'wishes-page'],
        ['user', `${base}/mypage/user`, 'user-page'],
      ];
      for (const [name, url, testId] of shots) {
        await page.goto(url);
        await expect(page.getByTestId(testId)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `../tmp/shots/${name}-${width}-${locale}.png`, fullPage: true });
      }
    });
  }
}
