// Every route of SPEC §2 opens in ko, en and ja and shows its remote's page, with no page error:
// the public ones as a visitor, then a member's pages as a member.
import { expect, test } from '../support/test';
import { logInByApi } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { LOCALES, ROUTES, localized } from '../support/routes';
import { DEMO } from '../support/session-accounts';

for (const locale of LOCALES) {
  test(`every route renders its remote in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    const visitorFirst = [...ROUTES.filter((r) => !r.member), ...ROUTES.filter((r) => r.member)];
    for (const route of visitorFirst) {
      if (route.member && route === visitorFirst.find((r) => r.member)) await logInByApi(page, DEMO.bronze.email);
      const url = localized(locale, route.path);
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      if (route.remote === 'shell') {
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        const slot = page.locator(`.sh-main-slot[data-remote="${route.remote}"]`);
        await expect(slot, url).toHaveAttribute('data-slot-state', 'ready');
        await expect(slot.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
      }
      expect(errors, `page errors on ${url}`).toEqual([]);
    }
  });
}
