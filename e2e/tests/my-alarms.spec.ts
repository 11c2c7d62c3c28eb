// My alarms on my page at 390 and 1280 px: a member who asked to be told when a deal opens sees it
// listed with its state and cancels it (after a confirmation); the list then says there is none.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, CONTENT, moveDealSale } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

const slot = (page: Page) => page.locator('.sh-main-slot');

for (const width of [390, 1280]) {
  test(`at ${width} px a member cancels an alarm from my page`, async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await signUpByApi(page.request, uniqueEmail('myalarm'), 'Alarmist');
    const list = await api(page, 'GET', `${CONTENT}/v1/event-products/awesome`);
    const idx = Math.max(...(list.body.data.events as { idx: number }[]).map((d) => d.idx));
    expect((await moveDealSale(request, idx, 2)).state).toBe('UPCOMING');
    expect((await api(page, 'POST', `${CONTENT}/v1/advance-notice`, { alarmIdx: idx, eventType: 'EVENT' })).status).toBe(200);

    await page.goto('/en/mypage');
    await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
    await page.getByRole('link', { name: 'My alarms' }).click();
    await expect(page).toHaveURL(/\/en\/mypage\/alarms$/);
    const row = page.getByTestId('alarm-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Opening soon: 30% time deal');
    await expect(row).toContainText('Opening soon');
    await row.getByRole('button', { name: 'Cancel alarm: Opening soon: 30% time deal' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Cancel the alarm for "Opening soon: 30% time deal"?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The alarm for "Opening soon: 30% time deal" is cancelled.')).toBeVisible();
    await expect(page.getByText('You have not asked for any alarms.')).toBeVisible();
    expect((await api(page, 'GET', `${CONTENT}/v1/advance-notice`)).body.data.alarms).toEqual([]);
    expect(errors).toEqual([]);
  });
}
