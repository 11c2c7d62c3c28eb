// SPEC §2 search section: one modal at a time, outside click and Escape close it, the body does not
// scroll while one is open, and the search saves the recent keyword and location and opens /search
// with the SPEC §2 query. A provider gives a second section its own store.
import { createSearchConditionStore, recentSearchesStore, SearchConditionProvider, searchConditionStore } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { record, resetStores, useLocale, type Recorder } from '../../../__tests__/support/setup';
import { SearchSection } from '../components/search-section';

let rec: Recorder;
let api: FakeApi;
beforeAll(() => useLocale('en'));
beforeEach(() => {
  resetStores();
  rec = record();
  api = installFakeApi();
  api.on('GET', '/v1/locations/tabs', ok({ tabs: [] }));
});
afterEach(() => {
  rec.done();
  api.restore();
});

it('opens one modal at a time, locks the body, and closes on an outside press or Escape', async () => {
  const user = userEvent.setup();
  render(
    <>
      <p>outside</p>
      <SearchSection />
    </>,
  );
  const guests = screen.getByRole('button', { name: /^Guests/ });
  await user.click(screen.getByRole('button', { name: /^Dates/ }));
  expect(await screen.findByRole('dialog', { name: 'Choose dates' })).toBeInTheDocument();
  expect(document.body).toHaveClass('sr-scroll-locked');
  await user.click(guests);
  expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby') && d.textContent?.slice(0, 13))).toEqual(['Choose guests']);
  expect(guests).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByText('outside'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveClass('sr-scroll-locked');

  await user.click(guests);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(guests).toHaveFocus();
});

it('searches with the SPEC §2 query and saves the recent keyword and location', async () => {
  const user = userEvent.setup();
  searchConditionStore.getState().setDestination({ nationCode: 'JP', cityCode: 'TYO', searchText: 'Tokyo' });
  searchConditionStore.getState().setCheckIn('2099-01-10');
  searchConditionStore.getState().setCheckOut('2099-01-12');
  searchConditionStore.getState().addChild();
  searchConditionStore.getState().setChildAge(0, 5);
  render(<SearchSection />);
  await user.click(screen.getByRole('button', { name: 'Search' }));
  // 2099 is beyond 180 days: the store keeps what SPEC §5 accepts (a valid, non-past date).
  const pushed = rec.nav.push.mock.calls[0]?.[0] ?? '';
  const [path, query] = pushed.split('?');
  expect(path).toBe('/search');
  const params = new URLSearchParams(query);
  expect(Object.fromEntries(params)).toEqual({
    checkInDate: '2099-01-10',
    checkOutDate: '2099-01-12',
    cityCode: 'TYO',
    nationCode: 'JP',
    searchText: 'Tokyo',
    adtCnt: '2',
    chdCnt: '1',
    chdAges: '5',
  });
  expect(recentSearchesStore.getState().keywords[0]).toMatchObject({ resultName: 'Tokyo', cityCode: 'TYO' });
  expect(recentSearchesStore.getState().locations[0]).toMatchObject({ resultName: 'Tokyo', nationCode: 'JP' });
});

it('keeps a second section on its own store inside a provider', async () => {
  const user = userEvent.setup();
  const own = createSearchConditionStore({ adtCnt: 4 });
  render(
    <>
      <section aria-label="web bar">
        <SearchSection />
      </section>
      <section aria-label="main page">
        <SearchConditionProvider store={own}>
          <SearchSection variant="hero" />
        </SearchConditionProvider>
      </section>
    </>,
  );
  const main = screen.getByRole('region', { name: 'main page' });
  expect(within(main).getByRole('button', { name: /^Guests/ })).toHaveTextContent('4 adults');
  await user.click(within(main).getByRole('button', { name: /^Guests/ }));
  await user.click(within(main).getByRole('button', { name: 'More Adults' }));
  expect(own.getState().adtCnt).toBe(5);
  expect(searchConditionStore.getState().adtCnt).toBe(2);
  expect(within(screen.getByRole('region', { name: 'web bar' })).getByRole('button', { name: /^Guests/ })).toHaveTextContent('2 adults');
});
