// The floating chat button never covers an action: at a phone's 390 px and a PC's 1280 px, on the
// pages where it showed over "예약하기", the login button and result prices, every action the
// visitor can see stays pressable at its centre while the page scrolls from top to bottom.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { findStay, logInByApi, planRow, stayCondition } from '../support/booking';
import { daysFromToday } from '../support/search-section';
import { DEMO } from '../support/session-accounts';

/**
 * Actions in the viewport the chat button is in the way of, as the visitor would find them: over
 * the action's centre, or over more than a quarter of it (a card that is one big link and is only
 * brushed at a corner stays pressable).
 */
async function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector('.sh-chat-button');
    if (!chat || getComputedStyle(chat).visibility === 'hidden') return [];
    const box = chat.getBoundingClientRect();
    const out: string[] = [];
    for (const action of document.querySelectorAll('a[href], button, input, select, [role="button"]')) {
      const r = action.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || action === chat || chat.contains(action)) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const overCentre = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      const w = Math.max(0, Math.min(box.right, r.right) - Math.max(box.left, r.left));
      const h = Math.max(0, Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top));
      if (overCentre || w * h > 0.25 * r.width * r.height) out.push((action.textContent ?? action.getAttribute('aria-label') ?? action.tagName).trim().slice(0, 40));
    }
    return out;
  });
}

/** Scrolls the page top to bottom in steps, letting the button settle at each. */
async function scrollThrough(page: Page, check: () => Promise<void>) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) / 3);
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await check();
  }
}

/**
 * Nothing covered once the button has settled: it looks again on the next frame after a scroll and
 * fades out in 0.15 s, which a loaded machine stretches, so the check waits for it (up to 2 s; a
 * button that never steps aside still fails).
 */
async function expectNoneCovered(page: Page) {
  await expect.poll(async () => coveredActions(page), { message: `covered at scroll ${await page.evaluate(() => scrollY)}`, timeout: 2_000 }).toEqual([]);
}

async function expectClear(page: Page) {
  await expect(page.locator('.sh-chat-button')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  let shown = 0;
  await scrollThrough(page, async () => {
    await expectNoneCovered(page);
    if (await page.locator('.sh-chat-button').isVisible()) shown += 1;
  });
  // Out of the way, not gone: somewhere on the page it is there to press.
  expect(shown).toBeGreaterThan(0);
}

for (const width of [390, 1280]) {
  test(`the booking page at ${width}: the pay button and the points' "use all" stay clear`, async ({ page, request }) => {
    const c = stayCondition(daysFromToday(75), daysFromToday(76));
    const stay = await findStay(request, c, (channel) => channel === null, 150);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await logInByApi(page, DEMO.bronze.email);
    const q = new URLSearchParams({ checkInDate: c.checkInDate, checkOutDate: c.checkOutDate, adtCnt: '2', chdCnt: '0', count: '1' });
    await page.goto(`/en/products/${stay.productIdx}?${q}`);
    await planRow(page, stay.plan.rateplanIdx).getByRole('button', { name: 'Reserve' }).click();
    await expect(page.getByRole('button', { name: /^Pay/ })).toBeVisible();
    await expectClear(page);
  });

  for (const path of ['/en/products/1', '/en/search', '/en/login', '/en/events']) {
    test(`${path} at ${width}: the chat button covers no action from top to bottom`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await expectClear(page);
    });
  }
}

test("the stay page at 390: the date calendar opened over the page has no day under the button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/products/1');
  await expect(page.locator('.sh-chat-button')).toBeVisible();
  await page.getByRole('button', { name: /^Check-in/ }).first().click();
  await expect(page.getByRole('dialog').filter({ has: page.locator('.sr-cal__months') })).toBeVisible();
  await expectNoneCovered(page);
});

test('a pinned bar under the button lifts it above the bar; small actions scrolling under it make it step aside', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/events');
  const chat = page.locator('.sh-chat-button');
  await expect(chat).toBeVisible();
  // A booking bar pinned to the bottom with its button in the chat button's corner.
  await page.evaluate(() => {
    const bar = document.createElement('div');
    bar.style.cssText = 'position:fixed;left:0;right:0;bottom:0;height:140px;background:#fff;z-index:1';
    bar.innerHTML = '<button type="button" id="pinned-pay" style="position:absolute;right:8px;bottom:76px;width:120px;height:56px">Pay</button>';
    document.body.append(bar);
  });
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  await expect.poll(async () => coveredActions(page)).toEqual([]);
  await expect(chat).toBeVisible();
  const [barTop, chatBottom] = await page.evaluate(() => [document.getElementById('pinned-pay')!.getBoundingClientRect().top, document.querySelector('.sh-chat-button')!.getBoundingClientRect().bottom]);
  expect(chatBottom).toBeLessThanOrEqual(barTop);
  // Small buttons in the page's flow, right where the button floats: it steps out of their way.
  await page.evaluate(() => {
    document.getElementById('pinned-pay')!.parentElement!.remove();
    const list = document.createElement('div');
    list.innerHTML = Array.from({ length: 40 }, (_, i) => `<div style="display:flex;justify-content:flex-end;height:60px"><button type="button" style="width:64px;height:56px">Use ${i}</button></div>`).join('');
    document.querySelector('main')!.append(list);
  });
  await scrollThrough(page, () => expectNoneCovered(page));
});
