// The main page's first view is in its HTML. mf-search's server entry draws it inside the
// shell's frame; in the browser the shell and then mf-search hydrate it, keeping what the visitor
// already sees (no redraw, no shift, no console error), and a remote that fails to load still shows
// the fallback and recovers.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { api, CONTENT } from '../support/booking';
import { signUpByApi, uniqueEmail } from '../support/session-accounts';

const slot = (page: Page) => page.locator('.sh-main-slot[data-remote="mf_search"]');

/** Console errors and warnings, and layout shifts, while the page starts. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      // As CLS counts them: not a shift right after the visitor's own input.
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return problems;
}

/** Marks the first element matching `selector` as the HTML had it, before any script of the page runs. */
async function markDrawn(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    document.addEventListener('readystatechange', () => {
      const element = document.querySelector(sel);
      if (document.readyState === 'interactive' && element) (element as unknown as { __drawn: boolean }).__drawn = true;
    });
  }, selector);
}

for (const [path, heading, banners] of [
  ['/', '어디로 떠나볼까요?', '기획전'],
  ['/en', 'Where to next?', 'Featured'],
  ['/ja', 'どこへ出かけましょうか？', '特集'],
] as const) {
  test(`${path}: the HTML carries the first view, marked for mf-search to hydrate`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain('data-ssr-island="mf_search"');
    expect(html).toContain(`<h1 class="sr-main__heading">${heading}</h1>`);
    expect(html).toMatch(new RegExp(`<section class="sr-banners" aria-label="${banners}"`));
    // The first banner's image, eager at high priority, and the stylesheets it needs before paint.
    expect(html).toMatch(/<img src="\/media\/[^"]+" alt="" loading="eager" fetchPriority="high"/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/\/[^"]+\/remotes\/mf-search\/[^"]+\.css" data-href="[^"]+\.css">/);
    // The shell's frame is drawn around it: the demo notice and the page's landmarks.
    expect(html).toContain('data-testid="demo-banner"');
    expect(html).toMatch(/<main id="sh-main"/);
  });
}

test('the first view shows without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
  const banner = page.locator('.sr-banners__item img').first();
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('hydration keeps the drawn page: same image element, no shift, no console error, and it works', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = await watch(page);
  await markDrawn(page, '.sr-banners__item img');
  await page.goto('/en');
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  const first = page.locator('.sr-banners__item img').first();
  expect(await first.evaluate((img) => (img as unknown as { __drawn?: boolean }).__drawn)).toBe(true);
  // Live: the carousel's buttons answer, the search section opens its panels.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.locator('.sr-banners__count')).toHaveText('2 / 5');
  await page.getByRole('button', { name: /^Destination/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  expect(problems).toEqual([]);
});

test("a tap on the drawn page before mf-search's scripts have arrived is not lost", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mf-search/**/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'loading');
  await page.getByRole('button', { name: /^Destination/ }).click();
  release();
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a drawn page is painted before any script is fetched; a page drawn in the browser loads its scripts as before', async ({ page }) => {
  await page.goto('/en/products/1');
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
  const { paint, firstScript } = await page.evaluate(() => ({
    paint: (performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint') as PerformanceEntry).startTime,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.endsWith('.js')).map((e) => e.startTime)),
  }));
  expect(firstScript).toBeGreaterThan(paint);
  // Nothing but stylesheets and the largest image in the head of a drawn page; a page drawn in the
  // browser (no first view) still names its scripts there.
  const drawn = await (await page.request.get('/en/products/1')).text();
  expect(drawn).not.toMatch(/<link rel="?(preload|prefetch)"? (as="?script"? )?href="?[^\s">]+\.js/);
  expect(drawn).not.toContain('<script defer');
  const faq = await (await page.request.get('/en/faq')).text();
  expect(faq).toMatch(/<script defer src="?\/main\.js/);
});

test('taps made before any script of the drawn page ran are made again once the part tapped listens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  // The shell's frame: the consent notice's Decline.
  await page.getByRole('region', { name: 'Usage statistics consent' }).getByRole('button', { name: 'Decline' }).click();
  release();
  await expect(page.getByRole('region', { name: 'Usage statistics consent' })).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'stay_consent')?.value).toBeTruthy();

  // mf-search's view: the destination button, tapped before the shell has run at all.
  await page.unrouteAll({ behavior: 'wait' });
  let again = () => {};
  const heldAgain = new Promise<void>((resolve) => (again = resolve));
  await page.route('**/*.js', async (route) => {
    await heldAgain;
    await route.fallback();
  });
  await page.reload({ waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: /^Destination/ }).click();
  again();
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a visitor who answered the consent notice gets a page drawn without it (nothing moves)', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/en');
  await page.getByRole('region', { name: 'Usage statistics consent' }).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('region', { name: 'Usage statistics consent' })).toHaveCount(0);
  const html = await (await page.request.get('/en')).text();
  expect(html).not.toContain('data-testid="consent-banner"');
  await page.reload();
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(page.getByRole('region', { name: 'Usage statistics consent' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  expect(problems).toEqual([]);
});

test("when mf-search's files fail, the drawn page gives way to the fallback, which recovers without a reload", async ({ page }) => {
  const pattern = '**/remotes/mf-search/**/*.js';
  await page.route(pattern, (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/en');
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'failed');
  await expect(slot(page).getByTestId('slot-fallback')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeHidden();
  await page.unroute(pattern);
  await slot(page).getByTestId('slot-fallback').getByRole('button').click();
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(page.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeVisible();
  await expect(page.locator('.sr-banners__item')).toHaveCount(5);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test("a stay's HTML carries its first photo, name and price, and hydration keeps them", async ({ page, request }) => {
  const html = await (await request.get('/en/products/1')).text();
  expect(html).toContain('data-ssr-island="mf_product"');
  expect(html).toMatch(/<div class="pd-gallery__main"><div class="st-img[^"]*st-img--priority"[^>]*><img src="\/media\/[^"]+" alt="Photo 1 of \d+ - [^"]+" loading="eager" fetchPriority="high"/);
  expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
  expect(html).toMatch(/data-testid="display-lowest">KRW [\d,]+</);
  // One preload of the photo (the stay's head tags name it already).
  expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  // Drawn for the default dates, the page takes the address that says so before its scripts start.
  expect(html).toMatch(/history\.replaceState\(history\.state,'',"\/en\/products\/1\?checkInDate=\d{4}-\d\d-\d\d&checkOutDate=\d{4}-\d\d-\d\d&/);

  await page.setViewportSize({ width: 390, height: 844 });
  const problems = await watch(page);
  await markDrawn(page, '.pd-gallery__main img');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/products\/1(\/rateplans-v3)?$/.test(new URL(r.url()).pathname)) posts.push(r.url());
  });
  await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => ((window as unknown as { __parsedAt: string }).__parsedAt = location.search)));
  await page.goto('/en/products/1');
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
  expect(await page.locator('.pd-gallery__main img').evaluate((img) => (img as unknown as { __drawn?: boolean }).__drawn)).toBe(true);
  const parsedAt = await page.evaluate(() => (window as unknown as { __parsedAt: string }).__parsedAt);
  expect(parsedAt).toMatch(/^\?checkInDate=\d{4}-\d\d-\d\d&checkOutDate=/);
  expect(new URL(page.url()).search).toBe(parsedAt);
  // The page came ready: neither the detail nor the rooms were asked for again.
  expect(posts).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  // Live: the rooms can be reserved, the gallery moves.
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.locator('.pd-gallery__count')).toHaveText(/^2 \/ \d+$/);
  await expect(page.getByRole('button', { name: 'Reserve' }).first()).toBeEnabled();
  expect(problems).toEqual([]);
});

test('the results of a search are in its HTML, and hydration keeps them without asking again', async ({ page, request }) => {
  const path = `/en/search?searchText=${encodeURIComponent('서울')}`;
  const html = await (await request.get(path)).text();
  expect(html).toContain('data-ssr-island="mf_search"');
  // The first cards: the first photo eager at high priority and preloaded, names and prices drawn.
  expect(html).toMatch(/<article class="sr-card sr-card--row" data-product-idx="\d+">/);
  expect(html).toMatch(/<img src="\/media\/[^"]+" alt="" loading="eager" fetchPriority="high"/);
  expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
  expect(html).toMatch(/<p class="sr-results__count" role="status" aria-live="polite">\d+ stays?<\/p>/);

  await page.setViewportSize({ width: 390, height: 844 });
  const problems = await watch(page);
  await markDrawn(page, '.sr-card');
  const finds: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/findProducts')) finds.push(r.url());
  });
  await page.goto(path);
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  expect(await page.locator('.sr-card').first().evaluate((card) => (card as unknown as { __drawn?: boolean }).__drawn)).toBe(true);
  // Live: a sort asks for the stays in the new order (the first page was not asked for again).
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ index: 1 });
  await expect.poll(() => finds.length).toBe(1);
  await expect(page.locator('.sr-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  expect(problems).toEqual([]);
});

test("a member's stay page is drawn from their own answers, never another visitor's", async ({ page, request }) => {
  // A new member's wish list is theirs alone: the wish button is drawn pressed for them only.
  await page.goto('/en');
  await signUpByApi(page.request, uniqueEmail('first-view'));
  const wish = await api(page, 'POST', `${CONTENT}/v1/wishs/products/2`);
  expect(wish.status).toBe(200);
  const pressed = (html: string) => /class="pd-wish pd-wish--on" aria-pressed="true"/.test(html);
  expect(pressed(await (await page.request.get('/en/products/2')).text())).toBe(true);
  expect(pressed(await (await request.get('/en/products/2')).text())).toBe(false);
  await api(page, 'POST', `${CONTENT}/v1/wishs/products/2`);
});

test("a phone's Filters button pressed on a drawn search before its scripts ran opens the sheet once the page listens", async ({ page }) => {
  // The PC's filter sidebar is not drawn (a phone would never show it): on a PC it comes with the scripts.
  await page.setViewportSize({ width: 390, height: 844 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(`/en/search?searchText=${encodeURIComponent('서울')}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('aside[aria-label="Filters"]')).toBeEmpty();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  // Held: nothing opens behind the page's back.
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toHaveCount(0);
  release();
  await sheet.getByRole('checkbox', { name: 'Free cancellation' }).click();
  await expect(page).toHaveURL(/freeCancel=1/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("a member's page is drawn as them: their info comes with it, their session starts from it, nothing is drawn twice", async ({ page, request }) => {
  await page.goto('/en');
  // The main page's own app-load check is over before the visitor becomes a member.
  await expect(slot(page)).toHaveAttribute('data-slot-state', 'ready');
  const email = uniqueEmail('first-view-member');
  await signUpByApi(page.request, email);
  // Their info is in their page (and only theirs: see the end).
  expect(await (await page.request.get('/en/products/2')).text()).toContain('"/api/service/auth/users":{"locale":"en"');
  const users: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/service/auth/users') users.push(r.url());
  });
  const problems = await watch(page);
  await page.goto('/en/products/2');
  await expect(page.locator('.sh-main-slot[data-remote="mf_product"]')).toHaveAttribute('data-slot-state', 'ready');
  // The app-load check (SPEC §4) was answered from the page: no second look-up, and the session is theirs.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('dialog')).toContainText(`${email.slice(0, 2)}`);
  await expect(page.getByRole('dialog')).toContainText(email.slice(email.indexOf('@')));
  expect(users).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  expect(problems).toEqual([]);
  // Another visitor's page carries no member info.
  expect(await (await request.get('/en/products/2')).text()).not.toContain('/api/service/auth/users');
});
