// The booking list: the tab from the URL with every tab's count, the SPEC §4 status text, the next
// page on 'show more', and a cancelled booking removed from the list after a confirm.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { BooksPage } from '../components/books-page';

const book = (n: number, over: Record<string, unknown> = {}) => ({
  orderNum: `AS99000${n}`, orderProductIdx: n, orderProductStatus: 'confirm', payStatus: 'complete', productIdx: 7, productName: `Stay ${n}`, productImg: '/a.svg', roomName: 'Deluxe',
  checkinDate: '2099-03-10', checkinTime: '15:00', checkoutDate: '2099-03-12', checkoutTime: '11:00', count: 1, terms: 2, confirmNum: 'CF', voucherNum: null,
  stayStartDate: null, stayEndDate: null, canChooseDate: false, cancelDate: '2099-03-07', btnCancelYn: 'Y', totalAmount: 100_000, ...over,
});
const counts = (pending: number, complete: number, cancel: number) => [
  { orderStatus: 'pending', orderCnt: pending, title: '' },
  { orderStatus: 'complete', orderCnt: complete, title: '' },
  { orderStatus: 'cancel', orderCnt: cancel, title: '' },
];

let api: FakeApi;
const confirms: string[] = [];
let offs: (() => void)[] = [];
beforeEach(() => {
  initI18n('en');
  offs = [
    registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>),
    bus.on('ui:confirm', (r) => {
      confirms.push(r.message);
      r.resolve(true);
    }),
    bus.on('ui:alert', (r) => r.resolve(true)),
  ];
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  offs.forEach((off) => off());
});

test('upcoming tab: counts, status text, and the next page on show more', async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/books/status/pending', (call) =>
    call.url.includes('page=2') ? ok({ bookCnts: counts(2, 1, 0), books: [book(2)], total: 2, hasMore: false }) : ok({ bookCnts: counts(2, 1, 0), books: [book(1)], total: 2, hasMore: true }),
  );
  render(
    <MemoryRouter initialEntries={['/mypage/books']}>
      <BooksPage />
    </MemoryRouter>,
  );
  expect(await screen.findByText('Stay 1')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: /Upcoming/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByTestId('count-pending')).toHaveTextContent('2');
  expect(screen.getByTestId('count-complete')).toHaveTextContent('1');
  expect(screen.getByTestId('count-cancel')).toHaveTextContent('0');
  expect(screen.getAllByTestId('book-row')[0]).toHaveTextContent('Booking complete');
  expect(within(screen.getAllByTestId('book-row')[0]!).getByRole('link', { name: 'Cancel booking' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(await screen.findByText('Stay 2')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  expect(screen.getByText('That is all of your bookings.')).toBeInTheDocument();
});

test('cancelled tab: a booking is removed from the list after a confirm, and its count drops', async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/books/status/cancel', ok({ bookCnts: counts(0, 0, 1), books: [book(3, { orderProductStatus: 'cancel', btnCancelYn: 'N' })], total: 1, hasMore: false }));
  api.on('PUT', '/v1/books/3', ok({ orderProductIdx: 3, delYn: 'Y' }));
  render(
    <MemoryRouter initialEntries={['/mypage/books?tab=cancel']}>
      <BooksPage />
    </MemoryRouter>,
  );
  const row = await screen.findByTestId('book-row');
  expect(row).toHaveTextContent('Refund timing varies by card or payment method');
  expect(within(row).queryByRole('link', { name: 'Cancel booking' })).not.toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Remove from list' }));
  await waitFor(() => expect(screen.queryByTestId('book-row')).not.toBeInTheDocument());
  expect(confirms).toEqual(['Remove this booking from your list? Its record is kept.']);
  expect(api.callsTo('/v1/books/3', 'PUT').map((c) => c.body)).toEqual([{ delYn: 'Y' }]);
  expect(screen.getByTestId('count-cancel')).toHaveTextContent('0');
  expect(screen.getByText('The booking was removed from your list.')).toBeInTheDocument();
});
