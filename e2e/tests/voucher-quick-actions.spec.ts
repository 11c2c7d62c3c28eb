// The voucher's quick actions on a 390 px phone: print (the print stylesheet keeps only the
// booking), add the stay to a calendar (.ics) and call the property.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { bookByApi, findStay, stayCondition } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { daysFromToday } from '../support/search-section';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

test('the voucher prints, adds the stay to a calendar and calls the property', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const c = stayCondition(daysFromToday(40), daysFromToday(42));
  const stay = await findStay(request, c, (channel) => channel === null, 200);
  await signUpByApi(page.request, uniqueEmail('voucher-actions'), 'Printer');
  const { orderNum } = await bookByApi(page, stay.productIdx, stay.plan, c, 'Printer');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/lms/${orderNum}`);
  const actions = page.getByTestId('voucher-actions');
  await expect(actions.getByRole('heading', { name: 'Quick actions' })).toBeVisible();

  // Print: the button opens the browser's print, and the print stylesheet keeps only the booking.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await actions.getByRole('button', { name: 'Print voucher' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('voucher-product-name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print voucher' })).toBeHidden();
  await expect(page.locator('footer').first()).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('voucher-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Add to calendar: an .ics with the stay's dates at the property's times.
  const [download] = await Promise.all([page.waitForEvent('download'), actions.getByRole('button', { name: 'Add to calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toBe(`stay-${orderNum}.ics`);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`DTSTART:${c.checkInDate.replace(/-/g, '')}T`);
  expect(ics).toContain(`DTEND:${c.checkOutDate.replace(/-/g, '')}T`);
  expect(ics).toContain(`UID:${orderNum}@awesomestay`);

  // Call the property: a tel: link with its number in international form.
  const call = actions.getByRole('link', { name: /^Call the property/ });
  await expect(call).toHaveAttribute('href', /^tel:\+\d{6,}$/);
  await page.screenshot({ path: test.info().outputPath('voucher-actions-390.png'), fullPage: true });
  expect(errors).toEqual([]);
});
