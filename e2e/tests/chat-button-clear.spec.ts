// The floating chat button never covers an action: at a phone's 390 px and a PC's 1280 px, on the
// pages where it showed over "예약하기", the login button and result prices, every action the
// visitor can see stays pressable at its centre while the page scrolls from top to bottom.
import { expect, test, type Page } from '@playwright/test';

/** Actions in the viewport whose centre the chat button sits on, as the visitor would find them. */
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
      const inside = x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
      if (inside && chat.contains(document.elementFromPoint(x, y))) out.push((action.textContent ?? action.getAttribute('aria-label') ?? action.tagName).trim().slice(0, 40));
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
    await page.waitForTimeout(120);
    await check();
  }
}

for (const width of [390, 1280]) {
  for (const path of ['/en/products/1', '/en/search', '/en/login', '/en/events']) {
    test(`${path} at ${width}: the chat button covers no action from top to bottom`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(path);
      await expect(page.locator('.sh-chat-button')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      let shown = 0;
      await scrollThrough(page, async () => {
        expect(await coveredActions(page), `covered at scroll ${await page.evaluate(() => scrollY)}`).toEqual([]);
        if (await page.locator('.sh-chat-button').isVisible()) shown += 1;
      });
      // Out of the way, not gone: somewhere on the page it is there to press.
      expect(shown).toBeGreaterThan(0);
    });
  }
}
