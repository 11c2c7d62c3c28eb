// The main page: banners (a failure logs 'failed to load main' and the page shows without
// them), popular places, recommended stays for the default dates, themes, the search section;
// lazy images in fixed-ratio boxes; skeletons while loading.
import { addDays, defaultCheckInDate, searchConditionStore } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { record, resetStores, useLocale, type Recorder } from '../../../__tests__/support/setup';
import { MainRoute } from '../../../app/routes/main-route';

const card = (idx: number) => ({ productIdx: idx, productName: `Theme stay ${idx}`, star: 5, area: 'Jeju', imgUrl: `/p/${idx}.jpg`, reviewScore: 8.8, reviewCount: 3, starAvg: 4.4, nights: 1, prices: { displayAmount: 150000, awesomeAmount: 140000, awesomePer: 6, perNight: 150000 }, freeCancel: false, soldOut: false });

let api: FakeApi;
let rec: Recorder;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  resetStores();
  rec = record();
  api = installFakeApi();
  api.on('GET', '/v1/mains', ok({ mainBanners: [{ idx: 1, title: 'Summer in Jeju', subTitle: 'Up to 30% off', imgUrl: '/b/1.jpg', linkUrl: '/search?cityCode=CJU' }] }));
  api.on('GET', '/v1/mains/place-list', ok({ totalPlaceCnt: 2, start: 0, end: 10, placelist: [{ placeName: 'Busan', nationCode: 'KR', cityCode: 'PUS', imgUrl: '/pl/pus.jpg' }, { placeName: 'Osaka', nationCode: 'JP', cityCode: 'OSA', imgUrl: '/pl/osa.jpg' }] }));
  api.on('POST', '/v2/products/findMainRecommendProducts', ok({ products: [card(1)] }));
  api.on('GET', '/v1/theme-products', ok({ themes: [{ idx: 7, title: 'Pool villas', subTitle: 'Private pools', imgUrl: '' }, { idx: 8, title: 'Ryokan', subTitle: 'Hot springs', imgUrl: '' }] }));
  api.on('GET', '/v1/event-products/awesome', ok({ events: [
    { idx: 3, eventTitle: 'Opening soon: 30% time deal', discountRate: 30, saleStartDate: '2099-05-03', saleEndDate: '2099-05-10', state: 'UPCOMING' },
    { idx: 1, eventTitle: 'Awesome deal: 25% off this week only', discountRate: 25, saleStartDate: '2099-05-01', saleEndDate: '2099-05-14', state: 'OPEN' },
    { idx: 9, eventTitle: 'An ended deal', discountRate: 10, saleStartDate: '2099-01-01', saleEndDate: '2099-01-02', state: 'CLOSED' },
  ] }));
  api.on('GET', /^\/v1\/theme-products\/content\/\d+$/, (call) => ok({ theme: null, products: call.path.endsWith('/8') ? [card(88)] : [card(77)] }));
});
afterEach(() => {
  rec.done();
  api.restore();
});

it('shows the heading, the search section and every block, with lazy images in fixed boxes', async () => {
  render(<MainRoute />);
  expect(screen.getByRole('heading', { level: 1, name: 'Where to next?' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Search stays' })).toBeInTheDocument();
  // Skeletons hold the places while the data is on its way.
  expect(screen.getByRole('region', { name: 'Popular destinations' })).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByRole('link', { name: /Summer in Jeju/ })).toHaveAttribute('href', '/search?cityCode=CJU');
  expect(await screen.findByRole('button', { name: 'Search stays in Busan' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Theme stay 1/ })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Theme stay 77/ })).toBeInTheDocument();
  const images = document.querySelectorAll('img');
  expect(images.length).toBeGreaterThan(3);
  for (const img of [...images].slice(1)) expect(img).toHaveAttribute('loading', 'lazy');
  for (const img of images) expect((img.parentElement as HTMLElement).style.aspectRatio).not.toBe('');
  expect(api.callsTo('/v2/products/findMainRecommendProducts')[0]?.body).toMatchObject({ checkInDate: defaultCheckInDate(), checkOutDate: addDays(defaultCheckInDate(), 1), adtCnt: 2, chdCnt: 0, count: 1 });
  expect(api.callsTo('/v1/mains/place-list')[0]?.path).toBe('/v1/mains/place-list?start=0&end=10');
});

it('shows the page without banners when they fail, and only logs it', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.on('GET', '/v1/mains', failWith(500));
  render(<MainRoute />);
  expect(await screen.findByRole('button', { name: 'Search stays in Busan' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Featured' })).not.toBeInTheDocument();
  expect(error).toHaveBeenCalledWith('[stay]', 'failed to load main', expect.anything());
  expect(rec.alerts).toEqual([]);
  error.mockRestore();
});

it('searches a popular place and loads a chosen theme', async () => {
  const user = userEvent.setup();
  render(<MainRoute />);
  await user.click(await screen.findByRole('button', { name: 'Search stays in Osaka' }));
  const url = rec.nav.push.mock.calls[0]?.[0] ?? '';
  expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toMatchObject({ cityCode: 'OSA', nationCode: 'JP', searchText: 'Osaka', adtCnt: '2' });

  const themes = screen.getByRole('region', { name: 'Stays by theme' });
  await user.click(await within(themes).findByRole('tab', { name: 'Ryokan' }));
  expect(await within(themes).findByRole('link', { name: /Theme stay 88/ })).toBeInTheDocument();
  expect(api.callsTo('/v1/theme-products/content/8')).toHaveLength(1);
});

it('prices the recommendations for the stored search and links the stays with it', async () => {
  const checkIn = addDays(defaultCheckInDate(), 20);
  const checkOut = addDays(checkIn, 3);
  const store = searchConditionStore.getState();
  store.setCheckIn(checkIn);
  store.setCheckOut(checkOut);
  store.setAdults(3);
  store.addChild();
  store.setChildAge(0, 7);
  store.setDestination({ nationCode: 'KR', cityCode: 'PUS', searchText: 'Busan' });
  render(<MainRoute />);
  const link = await screen.findByRole('link', { name: /Theme stay 1/ });
  expect(api.callsTo('/v2/products/findMainRecommendProducts')[0]?.body).toMatchObject({ checkInDate: checkIn, checkOutDate: checkOut, adtCnt: 3, chdCnt: 1, chdAges: [7] });
  const section = screen.getByRole('region', { name: 'Recommended stays' });
  expect(within(section).getByText(/3 nights, 4 guests/)).toBeInTheDocument();
  const href = new URL(link.getAttribute('href') ?? '', 'http://stay.local');
  expect(href.searchParams.get('checkInDate')).toBe(checkIn);
  expect(href.searchParams.get('checkOutDate')).toBe(checkOut);
  expect(href.searchParams.get('adtCnt')).toBe('3');
  expect(href.searchParams.get('cityCode')).toBe('PUS');
});

// Deals are reachable from the main page: each open or upcoming deal links to its own page.
it('lists the open deal first and the upcoming one, each a link to its deal page; ended deals are left out', async () => {
  const user = userEvent.setup();
  render(<MainRoute />);
  const section = await screen.findByRole('region', { name: 'Time deals' });
  const open = await within(section).findByRole('link', { name: /Awesome deal: 25% off this week only/ });
  expect(open).toHaveAttribute('href', '/events/1');
  expect(open).toHaveTextContent(/On sale.*25% off.*Until/);
  const links = within(section).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/events/1', '/events/3']);
  expect(links[1]).toHaveTextContent(/Opening soon.*30% off.*Opens/);
  expect(within(section).queryByText('An ended deal')).not.toBeInTheDocument();
  await user.click(open);
  expect(rec.nav.push).toHaveBeenLastCalledWith('/events/1', {});
});

it('shows no deals section when there is no deal', async () => {
  api.on('GET', '/v1/event-products/awesome', ok({ events: [] }));
  render(<MainRoute />);
  expect(await screen.findByRole('link', { name: /Theme stay 77/ })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Time deals' })).not.toBeInTheDocument();
});

// The card's review badge: our own guests' average out of 5 with their count, one sentence for screen readers.
it('a stay card rates it out of 5 from our own reviews', async () => {
  render(<MainRoute />);
  const link = await screen.findByRole('link', { name: /Theme stay 1\b/ });
  const card = link.closest('article') as HTMLElement;
  expect(within(card).getByText('Guest rating 4.4 out of 5 from 3 reviews')).toBeInTheDocument();
  expect(within(card).getByTestId('review-score')).toHaveTextContent('★ 4.4/5 · 3 reviews');
  expect(within(card).queryByText('8.8')).not.toBeInTheDocument();
});
