// The results page: the URL drives the request (condition, sort, filters, page); cards show the
// priced stay, sold-out and free-cancellation states; empty results offer a wider search; a failed
// request offers a retry; sort and filter changes go through the URL.
import { addDays, defaultCheckInDate, pageDataKey, searchConditionStore, type BootData } from '@stay/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, failWith, installFakeApi, ok, type Answer, type FakeApi } from '@stay/shared/testing/fake-api';
import { record, resetStores, useLocale, type Recorder } from '../../../__tests__/support/setup';
import { findProductsBody, findProductsRead } from '../api/find-products';
import { ResultsPage } from '../components/results-page';
import { readResultsQuery } from '../hooks/use-results-location';

const FIND = '/v1/products/findProducts';
const checkIn = addDays(defaultCheckInDate(), 7);
const checkOut = addDays(checkIn, 2);
const QUERY = `?checkInDate=${checkIn}&checkOutDate=${checkOut}&cityCode=SEL&nationCode=KR&searchText=Seoul&adtCnt=2&chdCnt=1&chdAges=5`;

const product = (idx: number, extra: Record<string, unknown> = {}) => ({
  productIdx: idx,
  productName: `Stay ${idx}`,
  productNameEn: `Stay ${idx}`,
  productType: 'HOTEL',
  productTypeName: 'Hotel',
  star: 4,
  area: 'Jung-gu, Seoul',
  nationCode: 'KR',
  cityCode: 'SEL',
  imgUrl: `/img/${idx}.jpg`,
  reviewScore: 9.2,
  starAvg: 4.6,
  reviewCount: 128,
  nights: 2,
  prices: { displayAmount: 240000, awesomeAmount: 216000, awesomePer: 10, perNight: 120000 },
  freeCancel: true,
  soldOut: false,
  ...extra,
});

const page = (products: unknown[], total = products.length, pageNo = 0) => ({
  total,
  page: pageNo,
  size: 20,
  products,
  facets: { types: [{ code: 'HOTEL', name: 'Hotel', count: 3 }, { code: 'RESORT', name: 'Resort', count: 1 }], facilities: [{ code: 'POOL', name: 'Pool', count: 2 }], priceRange: { min: 100000, max: 900000 } },
});

let api: FakeApi;
let rec: Recorder;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  resetStores();
  rec = record();
  api = installFakeApi();
});
afterEach(() => {
  rec.done();
  api.restore();
  jest.useRealTimers();
});

const bodies = () => api.callsTo(FIND, 'POST').map((c) => c.body as Record<string, unknown>);

/** A screen this many pixels wide, for the page's media queries (jsdom has no matchMedia). */
function screenWidth(px: number): void {
  window.matchMedia = ((query: string) => {
    const min = /\(min-width:\s*(\d+)px\)/.exec(query);
    return { matches: min ? px >= Number(min[1]) : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('asks for the URL condition and shows each stay with its price for that stay', async () => {
  api.on('POST', FIND, ok(page([product(1), product(2, { soldOut: true, freeCancel: false, prices: null, reviewCount: 0 })])));
  render(<ResultsPage search={`${QUERY}&sort=priceAsc&stars=4,5&types=HOTEL`} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Stays in Seoul' })).toBeInTheDocument();
  const card = (await screen.findByRole('link', { name: /Stay 1/ })).closest('article') as HTMLElement;

  expect(bodies()[0]).toMatchObject({
    cityCode: 'SEL',
    nationCode: 'KR',
    searchText: 'Seoul',
    checkInDate: checkIn,
    checkOutDate: checkOut,
    adtCnt: 2,
    chdCnt: 1,
    chdAges: [5],
    sort: 'priceAsc',
    filters: { stars: [5, 4], types: ['HOTEL'] },
    page: 0,
  });
  expect(within(card).getByText('Hotel')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: '4-star' })).toBeInTheDocument();
  expect(within(card).getByText('Jung-gu, Seoul')).toBeInTheDocument();
  // One scale: our own guests' average out of 5 next to the count of our own reviews, never the 9.2 out of 10.
  expect(within(card).getByText('Guest rating 4.6 out of 5 from 128 reviews')).toBeInTheDocument();
  expect(within(card).getByTestId('review-score')).toHaveTextContent('★ 4.6/5 · 128 reviews');
  expect(within(card).queryByText(/9\.2/)).not.toBeInTheDocument();
  expect(within(card).getByText('Total for 2 nights')).toBeInTheDocument();
  expect(within(card).getByTestId('price-total')).toHaveTextContent('KRW 240,000');
  expect(within(card).getByTestId('price-member')).toHaveTextContent('Awesome member priceKRW 216,000');
  expect(within(card).getByText('KRW 120,000 per night')).toBeInTheDocument();
  expect(within(card).getByText('Free cancellation')).toBeInTheDocument();

  const sold = screen.getByRole('link', { name: /Stay 2/ }).closest('article') as HTMLElement;
  expect(within(sold).getAllByText('Sold out').length).toBeGreaterThan(0);
  expect(within(sold).queryByText('Free cancellation')).not.toBeInTheDocument();
  expect(within(sold).getByText('No reviews yet')).toBeInTheDocument();
  expect(screen.getByText('2 stays')).toHaveAttribute('role', 'status');
  // The web bar's summary reads the app-wide store: it now holds the URL's condition.
  expect(searchConditionStore.getState()).toMatchObject({ searchText: 'Seoul', checkInDate: checkIn, chdAges: [5] });
});

it('opens a result in a new window with the same condition', async () => {
  const user = userEvent.setup();
  api.on('POST', FIND, ok(page([product(12)])));
  render(<ResultsPage search={QUERY} />);
  await user.click(await screen.findByRole('link', { name: /Stay 12/ }));
  expect(rec.nav.openWindow).toHaveBeenCalledWith(`/products/12?checkInDate=${checkIn}&checkOutDate=${checkOut}&cityCode=SEL&nationCode=KR&searchText=Seoul&adtCnt=2&chdCnt=1&chdAges=5`);
});

it('puts sort and filter changes into the URL, and a new URL makes a new request', async () => {
  const user = userEvent.setup();
  screenWidth(1280);
  api.on('POST', FIND, ok(page([product(1)])));
  const view = render(<ResultsPage search={QUERY} />);
  await screen.findByRole('link', { name: /Stay 1/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priceDesc');
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.stringMatching(/^\/search\?.*&sort=priceDesc$/), { replace: true });
  const aside = screen.getByRole('complementary', { name: 'Filters' });
  await user.click(await within(aside).findByRole('checkbox', { name: '5-star' }));
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.stringContaining('stars=5'), { replace: true });
  await user.click(within(aside).getByRole('checkbox', { name: /Pool/ }));
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.stringContaining('facilities=POOL'), { replace: true });
  // Review score, free cancellation and meals.
  await user.click(within(aside).getByRole('radio', { name: '4.5/5+' }));
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.stringContaining('reviewMin=9'), { replace: true });
  await user.click(within(aside).getByRole('checkbox', { name: 'Free cancellation' }));
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.stringContaining('freeCancel=1'), { replace: true });
  await user.click(within(aside).getByRole('checkbox', { name: 'Meals included' }));
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.stringContaining('meals=1'), { replace: true });

  view.rerender(<ResultsPage search={`${QUERY}&sort=priceDesc&stars=5&priceMin=100000&reviewMin=8&freeCancel=1&meals=1`} />);
  await screen.findByRole('link', { name: /Stay 1/ });
  expect(bodies().at(-1)).toMatchObject({ sort: 'priceDesc', filters: { stars: [5], priceMin: 100000, reviewMin: 8, freeCancel: true, meals: true }, page: 0 });
  expect(within(aside).getByRole('radio', { name: '4.0/5+' })).toBeChecked();
  expect(within(aside).getByRole('checkbox', { name: 'Meals included' })).toBeChecked();
});

it("on a phone, filters are the sheet's: the sidebar is neither drawn nor fetched", async () => {
  const user = userEvent.setup();
  screenWidth(390);
  api.on('POST', FIND, ok(page([product(1)])));
  render(<ResultsPage search={QUERY} />);
  await screen.findByRole('link', { name: /Stay 1/ });
  const aside = screen.getByRole('complementary', { name: 'Filters' });
  expect(aside).toBeEmptyDOMElement();
  await user.click(screen.getByRole('button', { name: 'Filters' }));
  const sheet = await screen.findByRole('dialog', { name: 'Filters' });
  expect(await within(sheet).findByRole('checkbox', { name: '5-star' })).toBeInTheDocument();
  expect(aside).toBeEmptyDOMElement();
});

it('says when nothing matches and offers to clear the filters or search the whole nation', async () => {
  const user = userEvent.setup();
  api.on('POST', FIND, ok(page([])));
  render(<ResultsPage search={`${QUERY}&stars=5`} />);
  expect(await screen.findByRole('heading', { name: 'No stays match your search' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
  expect(rec.nav.push).toHaveBeenLastCalledWith(expect.not.stringContaining('stars'), { replace: true });
  await user.click(screen.getByRole('button', { name: 'Search all of Korea' }));
  const wide = new URLSearchParams(rec.nav.push.mock.calls.at(-1)?.[0].split('?')[1]);
  expect(wide.get('nationCode')).toBe('KR');
  expect(wide.has('cityCode')).toBe(false);
  expect(wide.has('searchText')).toBe(false);
});

it('shows skeletons while loading, says so when slow, and offers a retry after a failure', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const slow = deferred<Answer>();
  let calls = 0;
  api.on('POST', FIND, () => {
    calls += 1;
    return calls === 1 ? { pending: slow.promise } : ok(page([product(3)]));
  });
  render(<ResultsPage search={QUERY} />);
  expect(screen.getByText('Finding stays…')).toHaveAttribute('role', 'status');
  expect(screen.getByText('Finding stays…').closest('[aria-busy="true"]')?.querySelectorAll('.sr-card--skeleton')).toHaveLength(4);
  act(() => jest.advanceTimersByTime(4000));
  expect(screen.getByText('This is taking longer than usual. Please wait a moment.')).toBeInTheDocument();
  await act(async () => slow.resolve(failWith(500)));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'We could not load the stays' })).toBeInTheDocument();
  expect(rec.alerts).toEqual([]); // the page shows the error itself
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: /Stay 3/ })).toBeInTheDocument();
});

it('grows the list page by page with "show more"', async () => {
  const user = userEvent.setup();
  const first = Array.from({ length: 20 }, (_, i) => product(i + 1));
  const second = Array.from({ length: 5 }, (_, i) => product(i + 21));
  api.on('POST', FIND, (call) => ((call.body as { page: number }).page === 0 ? ok(page(first, 25)) : ok(page(second, 25, 1))));
  render(<ResultsPage search={QUERY} />);
  await screen.findByRole('link', { name: /Stay 20/ });
  expect(screen.getByText('Showing 20 of 25')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more stays' }));
  expect(await screen.findByRole('link', { name: /Stay 25/ })).toBeInTheDocument();
  expect(bodies().map((b) => b.page)).toEqual([0, 1]);
  expect(screen.getByText("You've seen every stay.")).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more stays' })).not.toBeInTheDocument();
});

it('starts ready with the stays that came with a server-drawn page, and asks only for a new condition', async () => {
  const search = `${QUERY}&sort=priceAsc`;
  const { condition, options } = readResultsQuery(search);
  const read = findProductsRead(findProductsBody(condition, options, 0));
  const boot = window as unknown as { __STAY_BOOT__?: BootData };
  boot.__STAY_BOOT__ = { data: { [pageDataKey(read.method, read.url, read.body)]: { locale: 'en', body: { result: 'SUCCESS', data: page([product(1), product(2)]) } } } } as unknown as BootData;
  api.on('POST', FIND, ok(page([product(3)])));
  try {
    const { rerender } = render(<ResultsPage search={search} />);
    // Drawn on the first render, as the server drew it: no loading state, no request.
    expect(screen.getByRole('link', { name: /Stay 2/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 stays');
    await act(async () => {});
    expect(bodies()).toEqual([]);
    // Another sort (the URL changes) is asked for.
    rerender(<ResultsPage search={`${QUERY}&sort=rating`} />);
    expect(await screen.findByRole('link', { name: /Stay 3/ })).toBeInTheDocument();
    expect(bodies().map((b) => b.sort)).toEqual(['rating']);
  } finally {
    delete boot.__STAY_BOOT__;
  }
});
