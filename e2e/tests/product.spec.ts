// The product page: from /search a result opens the stay in a new window, whose rooms carry
// the card's price; changing the dates on the page changes the URL and the prices; a crawler gets
// the stay's title and og tags in the HTML without running JavaScript.
import { expect, test } from '../support/test';
import { pickStayDates } from '../support/booking';
import { collectPageErrors } from '../support/page-errors';
import { amountOf, ResultsScreen } from '../support/search-results';
import { daysFromToday } from '../support/search-section';

test('a result opens the stay with the card price; new dates re-price the page and the URL', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const checkIn = daysFromToday(21);
  const checkOut = daysFromToday(23);
  await page.goto(`/en/search?checkInDate=${checkIn}&checkOutDate=${checkOut}&cityCode=SEL&nationCode=KR&searchText=Seoul&adtCnt=2&chdCnt=0`);
  const results = new ResultsScreen(page);
  await results.expectLoaded();
  // The first card that is on sale.
  const card = results.cards.filter({ has: page.getByTestId('price-total') }).filter({ hasNot: page.locator('.sr-card--sold-out') }).first();
  const name = (await card.getByRole('heading').innerText()).replace(/\(opens in a new window\)/, '').trim();
  const cardTotal = amountOf(await card.getByTestId('price-total').innerText());

  const popup = context.waitForEvent('page');
  await card.getByRole('link').first().click();
  const product = await popup;
  const errors = collectPageErrors(product);
  await product.setViewportSize({ width: 1280, height: 900 });
  await expect(product.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(product.getByTestId('room').first()).toBeVisible();
  expect(new URL(product.url()).searchParams.get('checkInDate')).toBe(checkIn);

  // The headline price and the cheapest stay total among the rooms equal the card's price.
  await expect(product.getByTestId('display-lowest')).toHaveText(new RegExp(cardTotal.toLocaleString('en-US')));
  const totals = (await product.getByTestId('plan-total').allInnerTexts()).map(amountOf);
  expect(Math.min(...totals)).toBe(cardTotal);

  // New dates: the URL follows and the rooms are priced again for three nights.
  const newIn = daysFromToday(40);
  const newOut = daysFromToday(43);
  const repriced = product.waitForResponse((r) => r.url().includes('/rateplans-v3') && (r.request().postData() ?? '').includes(newOut));
  await pickStayDates(product, newIn, newOut);
  await repriced;
  await expect.poll(() => new URL(product.url()).searchParams.get('checkOutDate')).toBe(newOut);
  expect(new URL(product.url()).searchParams.get('checkInDate')).toBe(newIn);
  await expect(product.getByText('Lowest price for 3 nights')).toBeVisible();
  await expect(product.getByTestId('product-page').getByText('3 nights', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a crawler without JavaScript gets the stay title, description, og:image and canonical', async ({ request }) => {
  const res = await request.get('/products/1', { headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toMatch(/\| 어썸스테이$/);
  expect(title.length).toBeGreaterThan(' | 어썸스테이'.length);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toMatch(/<meta name="description" content="[^"]+">/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]+">/);
  // Messengers (KakaoTalk, Facebook) show no SVG: the preview is a real PNG of the share size.
  const ogImage = /<meta property="og:image" content="(https?:\/\/[^"]+)">/.exec(html)?.[1] ?? '';
  expect(ogImage).toMatch(/\.png$/);
  expect(html).toContain('<meta property="og:image:width" content="1200">');
  const png = await request.get(new URL(ogImage).pathname);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(630);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/products\/1">/);
  const en = await (await request.get('/en/products/1')).text();
  expect(en).toMatch(/<title>[^<]+\| AwesomeStay<\/title>/);
});

test('an unknown stay shows the not-found page', async ({ page }) => {
  await page.goto('/en/products/999999');
  await expect(page.getByRole('heading', { name: 'Stay not found' })).toBeVisible();
});

test.describe('maps', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the stay page shows its pin on a map, without any tile server', async ({ page }) => {
    await page.goto('/en/products/1');
    const map = page.getByRole('region', { name: 'Map of where the stay is' });
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByTestId('stay-map')).toHaveAttribute('data-map-ready', 'true');
    const pin = map.locator('[data-pin="1"]');
    await expect(pin).toBeVisible();
    // The pin stands in the middle of the map (the view is centred on the stay).
    const [box, at] = await Promise.all([map.boundingBox(), pin.boundingBox()]);
    expect(Math.abs(at!.x - (box!.x + box!.width / 2))).toBeLessThan(4);
    expect(Math.abs(at!.y - (box!.y + box!.height / 2))).toBeLessThan(4);
  });

  test('results open as a map: a pin per priced stay, north above south, east right of west; pins that would cover each other are one', async ({ page }) => {
    await page.goto('/en/search?cityCode=SEL&nationCode=KR&searchText=Seoul&adtCnt=2&chdCnt=0');
    await expect(page.locator('.sr-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByRole('button', { name: 'List only' })).toHaveAttribute('aria-pressed', 'true');
    const map = page.getByRole('region', { name: /^Map of \d+ stays on this page$/ });
    await expect(map.getByTestId('stay-map')).toHaveAttribute('data-map-ready', 'true');
    // A mark is a stay's pin or a group of pins that would cover each other (the list's first stay of
    // them stands for the group).
    const marks = map.locator('[data-pin], [data-pin-group]');
    await expect(marks.first()).toBeVisible();
    // Read in one go: a zoom draws the marks anew.
    const idsOf = () => marks.evaluateAll((els) => els.map((e) => ((e as HTMLElement).dataset.pin ?? (e as HTMLElement).dataset.pinGroup ?? '').split(',').map(Number)));
    const before = await idsOf();
    expect(before.length).toBeGreaterThan(1);
    const everyId = before.flat();
    expect(new Set(everyId).size).toBe(everyId.length);
    for (const mark of await map.locator('[data-pin]').all()) await expect(mark).toHaveAttribute('aria-label', /, KRW [\d,]+$/);
    for (const mark of await map.locator('[data-pin-group]').all()) await expect(mark).toHaveAttribute('aria-label', /^\d+ stays: .*, KRW [\d,]+.*Press to look closer$/);
    // Where the marks stand agrees with where the stays are.
    const cards = await page.evaluate(async () => {
      const res = await fetch('/api/service/content/v1/products/findProducts', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        body: JSON.stringify({ cityCode: 'SEL', nationCode: 'KR', searchText: 'Seoul', adtCnt: 2, chdCnt: 0, chdAges: [], count: 1 }),
      });
      return ((await res.json()) as { data: { products?: { productIdx: number; location: { lat: number; lng: number } }[] } }).data;
    });
    expect(cards).toBeTruthy();
    const placed: { lat: number; lng: number; x: number; y: number }[] = [];
    for (const [i, mark] of (await marks.all()).entries()) {
      const box = await mark.boundingBox();
      const card = (cards.products ?? []).find((c) => c.productIdx === before[i]![0]);
      if (card && box) placed.push({ ...card.location, x: box.x, y: box.y });
    }
    expect(placed.length).toBeGreaterThan(1);
    for (const a of placed) {
      for (const b of placed) {
        if (a.lat > b.lat + 0.002) expect(a.y).toBeLessThan(b.y + 1);
        if (a.lng > b.lng + 0.002) expect(a.x).toBeGreaterThan(b.x - 1);
      }
    }
    // Every label is whole inside the map's frame (none half cut at an edge), and none covers another.
    const frame = (await map.getByTestId('stay-map').boundingBox())!;
    const labels = await map.locator('.st-map-pin__label').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    const outside = labels.filter((r) => r.left < frame.x - 0.5 || r.top < frame.y - 0.5 || r.right > frame.x + frame.width + 0.5 || r.bottom > frame.y + frame.height + 0.5);
    expect(outside).toEqual([]);
    const covering = labels.flatMap((a, i) => labels.slice(i + 1).filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1));
    expect(covering).toEqual([]);
    // Pressing a group (from the keyboard) looks closer: its stays part, and none is lost.
    const group = map.locator('[data-pin-group]').first();
    if ((await group.count()) === 0) return;
    const members = (await group.getAttribute('data-pin-group'))!.split(',').map(Number);
    await group.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await idsOf()).length).toBeGreaterThan(before.length);
    const after = (await idsOf()).flat();
    for (const id of members) expect(after).toContain(id);
    // The focus stays with the group's first stay, and Enter on a stay's pin opens it (in place on a phone).
    const focused = map.locator(':focus');
    const focusedIds = ((await focused.getAttribute('data-pin')) ?? (await focused.getAttribute('data-pin-group')))!.split(',').map(Number);
    expect(focusedIds[0]).toBe(members[0]);
    const pin = map.locator('[data-pin]').first();
    for (let zooms = 0; zooms < 6 && (await pin.count()) === 0; zooms++) {
      const marks = await idsOf();
      await map.locator('[data-pin-group]').first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await idsOf()).length).toBeGreaterThan(marks.length);
    }
    const id = await pin.getAttribute('data-pin');
    await pin.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${id}\\?`));
    expect(page.context().pages()).toHaveLength(1);
  });
});
