// Search: typing 서울, 'tokyo' and '오사' finds the right places and stays; picking
// dates and 2 adults + 1 child aged 5 and searching opens /search with the right query and results
// priced for that stay; sorting and filtering change them; a reload keeps it all; ko, en and ja
// work. Written against docs/api/content-search.md and the seeded catalogue (Seoul/Busan/Jeju in
// KR, Tokyo/Osaka/Kyoto in JP).
import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/page-errors';
import { ResultsScreen, type FindData } from '../support/search-results';
import { daysFromToday, SearchSection, type UiLocale } from '../support/search-section';

const PLACES: Record<UiLocale, { seoul: RegExp; tokyo: RegExp; osaka: RegExp }> = {
  ko: { seoul: /서울/, tokyo: /도쿄/, osaka: /오사카/ },
  en: { seoul: /Seoul/i, tokyo: /Tokyo/i, osaka: /Osaka/i },
  ja: { seoul: /ソウル/, tokyo: /東京/, osaka: /大阪/ },
};
const home = (locale: UiLocale) => (locale === 'ko' ? '/' : `/${locale}`);

for (const locale of ['ko', 'en', 'ja'] as const) {
  test(`keyword search finds places and stays for 서울, tokyo and 오사 (${locale})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(home(locale));
    const section = new SearchSection(page, locale);
    for (const [keyword, place] of [['서울', PLACES[locale].seoul], ['tokyo', PLACES[locale].tokyo], ['오사', PLACES[locale].osaka]] as const) {
      await section.type(keyword);
      await expect(section.suggestions('places').filter({ hasText: place }).first(), `${keyword} in ${locale}`).toBeVisible();
      await expect(section.suggestions('stays').first(), `stays for ${keyword}`).toBeVisible();
      expect(await section.suggestions('places').count()).toBeLessThanOrEqual(20);
      expect(await section.suggestions('stays').count()).toBeLessThanOrEqual(20);
      await page.keyboard.press('Escape');
    }
    // A half-composed syllable is never sent (SPEC §5).
    const sent: string[] = [];
    page.on('request', (r) => r.url().includes('/search-keyword') && sent.push(String((r.postDataJSON() as { searchText: string }).searchText)));
    await section.type('서ㅇ');
    await page.waitForTimeout(700);
    expect(sent).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a search for Seoul with 2 adults and a child of 5 lists priced stays that sort, filter and survive a reload', async ({ page, context }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  const section = new SearchSection(page, 'en');
  const results = new ResultsScreen(page);
  const checkIn = daysFromToday(20);
  const checkOut = daysFromToday(22);

  await section.type('서울');
  await section.chooseLocation(/^Seoul/);
  await section.pickDates(checkIn, checkOut);
  await section.setGuests(2, [5]);
  const firstRequest = page.waitForRequest((r) => r.url().endsWith('/v1/products/findProducts'));
  await section.search();

  await expect(page).toHaveURL(/\/en\/search\?/);
  const query = results.query();
  expect(Object.fromEntries([...query].filter(([key]) => ['checkInDate', 'checkOutDate', 'nationCode', 'adtCnt', 'chdCnt', 'chdAges'].includes(key)))).toEqual({
    checkInDate: checkIn,
    checkOutDate: checkOut,
    nationCode: 'KR',
    adtCnt: '2',
    chdCnt: '1',
    chdAges: '5',
  });
  expect(query.get('searchText')).toMatch(/Seoul/i);
  expect(query.get('cityCode')).toBeTruthy();
  expect((await firstRequest).postDataJSON()).toMatchObject({ checkInDate: checkIn, checkOutDate: checkOut, adtCnt: 2, chdCnt: 1, chdAges: [5] });

  await results.expectLoaded();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Stays in Seoul/i);
  await expect(results.slot.getByTestId('results-summary')).toHaveText(/2 nights · 2 adults · 1 child/);
  await expect(results.slot.getByText('Total for 2 nights').first()).toBeVisible();
  expect((await results.totals()).length).toBeGreaterThan(0);
  expect((await results.totals()).every((n) => n > 0)).toBe(true);
  // The web bar's summary shows the same condition.
  await expect(page.getByRole('banner')).toContainText(/Seoul/i);

  // Sorting by price, both ways: the cards show exactly the stays and totals the API sent, in order.
  const sorted = async (value: string) => {
    const response = page.waitForResponse((r) => r.url().endsWith('/v1/products/findProducts') && (r.request().postDataJSON() as { sort: string }).sort === value);
    await results.sort().selectOption(value);
    const data = ((await (await response).json()) as { data: FindData }).data;
    await expect(page).toHaveURL(new RegExp(`sort=${value}`));
    await results.expectShows(data.products);
    return data.products.filter((p) => p.prices && !p.soldOut).map((p) => p.prices!.displayAmount);
  };
  const up = await sorted('priceAsc');
  expect(up.length).toBeGreaterThan(0);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  const down = await sorted('priceDesc');
  expect(down).toEqual([...down].sort((a, b) => b - a));
  expect(down[0]).toBeGreaterThanOrEqual(up[0] ?? 0);

  // Filtering by star rating: the request carries it, the URL keeps it, every card has it.
  let chosen = 0;
  for (const n of [5, 4, 3, 2, 1]) {
    if ((await results.slot.getByRole('img', { name: `${n}-star` }).count()) > 0) {
      chosen = n;
      break;
    }
  }
  expect(chosen).toBeGreaterThan(0);
  const filtered = page.waitForResponse(
    (r) => r.url().endsWith('/v1/products/findProducts') && JSON.stringify((r.request().postDataJSON() as { filters?: unknown }).filters ?? {}).includes(`"stars":[${chosen}]`),
  );
  await results.filters().getByRole('checkbox', { name: `${chosen}-star` }).check();
  const onlyStars = ((await (await filtered).json()) as { data: FindData }).data;
  await expect(page).toHaveURL(new RegExp(`stars=${chosen}`));
  expect(onlyStars.products.length).toBeGreaterThan(0);
  expect(onlyStars.products.every((p) => p.star === chosen)).toBe(true);
  await results.expectShows(onlyStars.products);
  await expect(results.slot.getByRole('img', { name: `${chosen}-star` })).toHaveCount(await results.cards.count());

  // A reload keeps the condition, the sort and the filter.
  const before = page.url();
  await page.reload();
  await results.expectLoaded();
  expect(page.url()).toBe(before);
  await expect(results.sort()).toHaveValue('priceDesc');
  await expect(results.filters().getByRole('checkbox', { name: `${chosen}-star` })).toBeChecked();
  await expect(results.slot.getByTestId('results-summary')).toHaveText(/2 nights · 2 adults · 1 child/);

  // A result opens its product page in a new window with the same condition.
  const popup = context.waitForEvent('page');
  await results.cards.first().getByRole('link').click();
  const product = await popup;
  await expect(product).toHaveURL(new RegExp(`/en/products/\\d+\\?checkInDate=${checkIn}&checkOutDate=${checkOut}`));
  await product.close();
  expect(errors).toEqual([]);
});

for (const [locale, total, heading] of [
  ['ko', /박 총액/, /숙소/],
  ['ja', /泊の合計/, /宿泊施設/],
] as const) {
  test(`the results page reads the URL in ${locale}`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const checkIn = daysFromToday(30);
    const checkOut = daysFromToday(31);
    await page.goto(`${locale === 'ko' ? '' : `/${locale}`}/search?checkInDate=${checkIn}&checkOutDate=${checkOut}&nationCode=JP&searchText=tokyo&adtCnt=2&chdCnt=0&sort=priceAsc`);
    const results = new ResultsScreen(page);
    await results.expectLoaded();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(results.slot.getByText(total).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
