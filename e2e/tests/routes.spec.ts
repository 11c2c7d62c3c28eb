// Every route of SPEC §2 opens in ko, en and ja and shows its remote's page, with no page error.
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors';
import { LOCALES, ROUTES, localized } from '../support/routes';

for (const locale of LOCALES) {
  test(`every route renders its remote in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    for (const route of ROUTES) {
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
