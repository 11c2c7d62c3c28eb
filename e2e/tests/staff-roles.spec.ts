// Staff roles in the browser at 390 and 1280 px: the customer centre's agent (staff@) works the
// paged inquiry queue and is told the membership prices need the pricing role; the pricing admin
// (pricing@) is offered the prices, is shown the floor when going below it (nothing is scheduled),
// and never sees the inquiry queue.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { logInByApi } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { openSupport, supportSlot } from '../support/support-centre';

const PRICES = '/en/membership/awesome/admin/price-changes';
const membershipSlot = (page: Page) => page.locator('.sh-main-slot[data-remote="mf_membership"]');

async function openPrices(page: Page) {
  await page.goto(PRICES);
  await expect(membershipSlot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(membershipSlot(page).getByRole('heading', { level: 1, name: 'Membership prices (staff)' })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`at ${width} px each staff role sees only its own work`, async ({ browser }) => {
    const agent = await (await browser.newContext()).newPage();
    const agentErrors = collectPageErrors(agent);
    await agent.setViewportSize({ width, height: 900 });
    await logInByApi(agent, 'staff@awesomestay.kr');
    await openSupport(agent, '/en/inquiries/staff');
    const queue = supportSlot(agent);
    // How many wait (and, past one page, which page this is) above the oldest first.
    await expect(queue.getByText(/^\d+ waiting/)).toBeVisible();
    await expect(queue.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Answer inquiries' })).toBeVisible();
    await expect(queue.getByRole('link', { name: 'Membership prices' })).toHaveCount(0);
    await openPrices(agent);
    await expect(membershipSlot(agent).getByTestId('price-admin-no-role')).toContainText('Setting membership prices needs the pricing role');
    await expect(membershipSlot(agent).getByRole('button', { name: 'Schedule' })).toHaveCount(0);
    expect(agentErrors).toEqual([]);

    const admin = await (await browser.newContext()).newPage();
    const adminErrors = collectPageErrors(admin);
    await admin.setViewportSize({ width, height: 900 });
    await logInByApi(admin, 'pricing@awesomestay.kr');
    await openSupport(admin, '/en/inquiries/staff');
    await expect(supportSlot(admin).getByText('This page is for customer centre agents. Log in with an account that holds the agent role.')).toBeVisible();
    await expect(supportSlot(admin).getByRole('link', { name: 'Answer inquiries' })).toHaveCount(0);
    await supportSlot(admin).getByRole('link', { name: 'Membership prices' }).click();
    await expect(membershipSlot(admin).getByRole('heading', { level: 1, name: 'Membership prices (staff)' })).toBeVisible();
    const slot = membershipSlot(admin);
    await expect(slot.getByText('Not below half the standard price: Silver 950 won, Gold 9,500 won.')).toBeVisible();
    // The schedule (a list, or a line saying there is none) right under its heading.
    const schedule = slot.getByRole('heading', { level: 2, name: 'Scheduled prices' }).locator('xpath=following-sibling::*[1]');
    await expect(schedule).toBeVisible();
    const before = (await schedule.textContent()) ?? '';
    await slot.getByLabel('Plan').selectOption('GOLD');
    await slot.getByLabel('New price (won)').fill('100');
    const inTwoMonths = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await slot.getByLabel('Starts on').fill(inTwoMonths);
    await slot.getByRole('button', { name: 'Schedule' }).click();
    await expect(slot.getByRole('alert')).toContainText('A price cannot go below 950 won for Silver or 9,500 won for Gold');
    // Refused, so nothing was scheduled.
    await expect(schedule).toHaveText(before);
    expect(adminErrors).toEqual([]);
  });
}
