// SPEC §2 keyword modal, §5 keyword input (sendable text only, 300 ms debounce, previous request
// cancelled), §8 (tab-list failure alert, keyword errors only logged).
import { recentSearchesStore, searchConditionStore } from '@stay/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, failWith, installFakeApi, ok, type Answer, type FakeApi } from '@stay/shared/testing/fake-api';
import { record, resetStores, useLocale, type Recorder } from '../../../__tests__/support/setup';
import { SearchSection } from '../components/search-section';

const KEYWORD = '/v1/products/search-keyword';
const loc = (resultName: string, cityCode: string, nationCode = 'KR') => ({ resultName, subText: 'Korea', idx: 1, subIdx: 0, nationCode, cityCode, area: '', subArea: '', resultType: 'location' });
const stay = (resultName: string, idx: number) => ({ resultName, subText: 'Jung-gu', idx, subIdx: 0, nationCode: 'KR', cityCode: 'SEL', area: 'Jung-gu', subArea: '', resultType: 'product' });

let api: FakeApi;
let rec: Recorder;

beforeAll(() => useLocale('en'));
beforeEach(() => {
  jest.useFakeTimers();
  resetStores();
  rec = record();
  api = installFakeApi();
  api.on('GET', '/v1/locations/tabs', ok({ tabs: [{ idx: 1, title: 'Korea' }, { idx: 2, title: 'Japan' }] }));
  api.on('GET', /^\/v1\/locations\/tabs\/\d+\/sub-locations$/, (call) =>
    ok({ subLocations: call.path.includes('/2/') ? [{ imgUrl: '/t.jpg', addressName: 'Tokyo', nationCode: 'JP', cityCode: 'TYO', area: '', subArea: '' }] : [{ imgUrl: '/s.jpg', addressName: 'Seoul', nationCode: 'KR', cityCode: 'SEL', area: '', subArea: '' }] }),
  );
  api.on('POST', KEYWORD, (call) => {
    const text = (call.body as { searchText: string }).searchText;
    if (text === 'zzz') return ok({ searchLocationsList: [], searchProductsList: [] });
    if (text === '부산') return ok({ searchLocationsList: [loc('Busan', 'PUS')], searchProductsList: [] });
    return ok({ searchLocationsList: [loc('Seoul', 'SEL')], searchProductsList: [stay('Grand Seoul Hotel', 77)] });
  });
});
afterEach(() => {
  rec.done();
  api.restore();
  jest.useRealTimers();
});

async function openKeyword() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SearchSection />);
  await user.click(screen.getByRole('button', { name: /^Destination/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Search destinations' });
  return { user, dialog, input: within(dialog).getByRole('combobox', { name: 'Destination or stay name' }) };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const keywordCalls = () => api.callsTo(KEYWORD, 'POST');

it('never sends half-composed Hangul and sends whole syllables after 300 ms', async () => {
  const { input } = await openKeyword();
  expect(input).toHaveFocus();
  fireEvent.change(input, { target: { value: 'ㅅ' } });
  wait(1000);
  fireEvent.change(input, { target: { value: '서ㅇ' } });
  wait(1000);
  expect(keywordCalls()).toHaveLength(0);

  fireEvent.change(input, { target: { value: '서울' } });
  wait(299);
  expect(keywordCalls()).toHaveLength(0);
  wait(1);
  expect(keywordCalls().map((c) => c.body)).toEqual([{ searchText: '서울' }]);
  expect(await screen.findByRole('option', { name: /^Seoul/ })).toBeInTheDocument();
});

it('debounces typing into one request and cancels a request a newer text supersedes', async () => {
  const slow = deferred<Answer>();
  api.on('POST', KEYWORD, (call) => ((call.body as { searchText: string }).searchText === '서울' ? { pending: slow.promise } : ok({ searchLocationsList: [loc('Busan', 'PUS')], searchProductsList: [] })));
  const { input } = await openKeyword();
  fireEvent.change(input, { target: { value: '서' } });
  wait(100);
  fireEvent.change(input, { target: { value: '서울' } });
  wait(300);
  expect(keywordCalls().map((c) => c.body)).toEqual([{ searchText: '서울' }]);

  fireEvent.change(input, { target: { value: '부산' } });
  wait(300);
  expect(keywordCalls()[0]?.signal?.aborted).toBe(true);
  expect(keywordCalls()[1]?.body).toEqual({ searchText: '부산' });
  slow.resolve(ok({ searchLocationsList: [loc('Seoul', 'SEL')], searchProductsList: [] }));
  expect(await screen.findByRole('option', { name: /Busan/ })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /^Seoul/ })).not.toBeInTheDocument();
});

it('takes the final text of an IME composition from compositionend', async () => {
  const { input } = await openKeyword();
  fireEvent.compositionStart(input);
  fireEvent.change(input, { target: { value: '서ㅇ' } });
  wait(500);
  expect(keywordCalls()).toHaveLength(0);
  fireEvent.compositionEnd(input, { target: { value: '서울' } });
  wait(300);
  expect(keywordCalls().map((c) => c.body)).toEqual([{ searchText: '서울' }]);
});

it('shows locations and stays in two columns with their own and the overall empty messages', async () => {
  const { input } = await openKeyword();
  fireEvent.change(input, { target: { value: '부산' } });
  wait(300);
  const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
  expect(within(listbox).getByRole('group', { name: 'Places' })).toHaveTextContent('Busan');
  expect(within(listbox).getByRole('group', { name: 'Stays' })).toHaveTextContent('No matching stays.');

  fireEvent.change(input, { target: { value: 'zzz' } });
  wait(300);
  expect(await screen.findByText("Nothing found for 'zzz'. Try another name.")).toBeInTheDocument();
});

it('ignores Enter, picks the highlighted option with the arrow keys, and moves on to the dates', async () => {
  const { user, input } = await openKeyword();
  fireEvent.change(input, { target: { value: '서울' } });
  wait(300);
  await screen.findByRole('option', { name: /^Seoul/ });
  await user.keyboard('{Enter}');
  expect(rec.nav.push).not.toHaveBeenCalled();
  expect(await screen.findByRole('dialog', { name: 'Search destinations' })).toBeInTheDocument();

  await user.keyboard('{ArrowDown}');
  expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /^Seoul/ }).id);
  await user.keyboard('{Enter}');
  expect(searchConditionStore.getState()).toMatchObject({ searchText: 'Seoul', cityCode: 'SEL', nationCode: 'KR' });
  expect(screen.getByRole('dialog', { name: 'Choose dates' })).toBeInTheDocument();
});

it('opens a chosen stay in a new window with the search condition', async () => {
  const { user, input } = await openKeyword();
  fireEvent.change(input, { target: { value: '서울' } });
  wait(300);
  await user.click(await screen.findByRole('option', { name: /Grand Seoul Hotel/ }));
  expect(rec.nav.openWindow).toHaveBeenCalledWith(expect.stringMatching(/^\/products\/77\?checkInDate=\d{4}-\d\d-\d\d&checkOutDate=/));
  expect(recentSearchesStore.getState().products[0]?.resultName).toBe('Grand Seoul Hotel');
});

it('shows recent searches with clear-all, and popular destinations by nation tab', async () => {
  recentSearchesStore.getState().add('keywords', { resultName: 'Jeju', cityCode: 'CJU', nationCode: 'KR', idx: 0, subIdx: 0, resultType: 'location' });
  const { user, dialog } = await openKeyword();
  const recent = within(dialog).getByRole('group', { name: 'Recent searches' });
  expect(within(recent).getByRole('button', { name: 'Jeju' })).toBeInTheDocument();
  await user.click(within(recent).getByRole('button', { name: 'Clear all' }));
  expect(within(recent).getByText('No recent searches yet.')).toBeInTheDocument();

  expect(await within(dialog).findByRole('button', { name: 'Seoul' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('tab', { name: 'Japan' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Tokyo' }));
  expect(searchConditionStore.getState()).toMatchObject({ searchText: 'Tokyo', cityCode: 'TYO', nationCode: 'JP' });
});

it.each([
  ['an HTTP error', failWith(500)],
  ['a network failure', { networkError: true } as Answer],
])('alerts only "failed to load the tab list" after %s', async (_name, answer) => {
  api.on('GET', '/v1/locations/tabs', answer);
  await openKeyword();
  wait(10);
  await act(async () => {
    await Promise.resolve();
  });
  expect(rec.alerts).toEqual(['Failed to load the tab list.']);
});

it('only logs a keyword error', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.on('POST', KEYWORD, failWith(500));
  const { input } = await openKeyword();
  fireEvent.change(input, { target: { value: '서울' } });
  wait(300);
  expect(await screen.findByText(/Nothing found for '서울'/)).toBeInTheDocument();
  expect(rec.alerts).toEqual([]);
  expect(error).toHaveBeenCalledWith('[stay]', 'keyword search failed', expect.anything());
  error.mockRestore();
});
