// Live chat in the browser at 390 and 1280 px, with two browser contexts (a member and the centre's
// staff): with nobody online the chat button's panel says so and a message becomes a 1:1 inquiry
// with the page it was sent from; once staff say they are online on the chat desk the member's
// messages reach them and their answer appears in the member's conversation log (polling).
import { type Page } from '@playwright/test';
import { axeViolations as runAxe } from '../support/axe';
import { expect, test } from '../support/test';
import { api, CONTENT } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

const STAFF = 'staff@awesomestay.kr';
const slot = (page: Page) => page.locator('.sh-main-slot');

async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
}

/** axe (WCAG 2.2 AA + best practice) on the page's own slot. */
const axeViolations = (page: Page) => runAxe(page, { include: ['.sh-main-slot'] });

// Staff presence is shared by the whole site: the two widths take turns.
test.describe.configure({ mode: 'serial' });

for (const [width, name] of [
  [390, 'Chatmini'],
  [1280, 'Chatwide'],
] as const) {
  test(`at ${width} px a member chats with an online agent, and leaves an inquiry when none is online`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.setViewportSize({ width, height: 900 });
    await api(staff, 'POST', '/api/service/auth/login', { id: STAFF, pwd: 'Stay1234!' });
    await api(staff, 'POST', `${CONTENT}/v1/staff/chat/presence`, { online: false });
    await signUpByApi(page.request, uniqueEmail('chat'), name);

    // Nobody online: the panel says so and the message becomes an inquiry with its page.
    await open(page, '/en/faq');
    await page.getByRole('link', { name: 'Chat: Ask the customer centre' }).click();
    await expect(page).toHaveURL(/\/en\/inquiries\/chat\?from=%2Fen%2Ffaq/);
    const panel = page.getByTestId('chat-panel');
    await expect(panel.getByRole('status').first()).toHaveText('No agent is online right now. Your message becomes a 1:1 inquiry.');
    await panel.getByLabel('Message').fill('Do you have rooms with a sea view?');
    await panel.getByLabel('Message').press('Enter');
    const log = panel.getByRole('log');
    await expect(log).toContainText('Your message is now a 1:1 inquiry.');
    await expect(log.getByRole('link', { name: 'See the inquiry' })).toBeVisible();
    const mine = await api(page, 'GET', `${CONTENT}/v1/inquiries/status/WAIT`);
    expect(mine.body.data.inquiries).toEqual([expect.objectContaining({ title: 'Do you have rooms with a sea view?', pageUrl: '/en/faq' })]);

    // Staff go online on the chat desk; the member's panel notices at its next poll.
    await open(staff, '/en/inquiries/staff');
    await staff.getByRole('link', { name: 'Live chat' }).click();
    await expect(staff).toHaveURL(/\/en\/inquiries\/staff\/chat$/);
    const online = staff.getByRole('button', { name: 'I am online' });
    await online.click();
    await expect(online).toHaveAttribute('aria-pressed', 'true');
    await expect(staff.getByText('You are online: members can chat with you.')).toBeVisible();
    await expect(panel).toHaveAttribute('data-agent', 'online', { timeout: 15_000 });
    await expect(panel.getByText('An agent is online. Your messages go straight to them.')).toBeVisible();

    // The member writes (keyboard only); staff see the chat waiting and answer.
    await panel.getByLabel('Message').fill('Can I check in early tomorrow?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('Can I check in early tomorrow?')).toBeVisible();
    const thread = staff.getByRole('button', { name: new RegExp(`${name}.*Can I check in early tomorrow\\?`) });
    await expect(thread).toBeVisible({ timeout: 15_000 });
    await thread.click();
    const conversation = staff.getByTestId('staff-conversation');
    await expect(conversation.getByRole('heading', { name: `Chat with ${name}` })).toBeVisible();
    await expect(conversation.getByRole('log')).toContainText('Can I check in early tomorrow?');
    await expect(conversation).toContainText('/en/faq');
    expect(await axeViolations(staff), `axe at ${width}px on the chat desk`).toEqual({});
    await conversation.getByLabel('Reply').fill('Yes, from 1 pm at no charge.');
    await conversation.getByLabel('Reply').press('Enter');
    await expect(conversation.getByRole('log')).toContainText('Yes, from 1 pm at no charge.');

    // The answer reaches the member's log (announced: aria-live polite).
    await expect(log).toHaveAttribute('aria-live', 'polite');
    await expect(log.getByText('Yes, from 1 pm at no charge.')).toBeVisible({ timeout: 15_000 });

    expect(await axeViolations(page), `axe at ${width}px on the chat panel`).toEqual({});

    // The floating chat button is not shown over the panel or the desk (it would cover the message box).
    await expect(page.locator('.sh-chat-button')).toHaveCount(0);
    await expect(staff.locator('.sh-chat-button')).toHaveCount(0);

    // Staff end the chat and go offline.
    await conversation.getByRole('button', { name: 'End the chat' }).click();
    await expect(staff.getByRole('button', { name: new RegExp(`${name}.*Can I check in early`) })).toBeHidden();
    await online.click();
    await expect(online).toHaveAttribute('aria-pressed', 'false');
    await staffContext.close();
    expect(errors).toEqual([]);
  });
}

test('the chat button is hidden on the voucher page (/lms)', async ({ page }) => {
  await page.goto('/en/lms/ASNOPE');
  await expect(slot(page)).toHaveAttribute('data-slot-state', /ready|error/);
  await expect(page.locator('.sh-chat-button')).toHaveCount(0);
});
