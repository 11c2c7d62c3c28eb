// The booking detail reads the refunds ledger: one group per cancellation (whole booking, one room,
// the last nights) with each route, its amount and when it lands or landed, and the money's total;
// a returned coupon is said to be a coupon, not money. It offers each scope of the one cancel page.
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { BookingDetailPage } from '../components/booking-detail-page';

const ORDER = 'AS990310LDGR';
const booking = (over: Record<string, unknown> = {}) => ({
  orderNum: ORDER, orderProductIdx: 55, orderProductStatus: 'confirm', payStatus: 'complete', productIdx: 7, productName: 'Seaside Stay', roomName: 'Deluxe', rateplanName: 'Room only',
  checkinDate: '2099-03-10', checkoutDate: '2099-03-14', checkinTime: '15:00', checkoutTime: '11:00', terms: 4, count: 2, adtCnt: 2, chdCnt: 0, guestName: 'Kim Minji', confirmNum: 'CF1',
  cancelDate: '2099-03-07', btnCancelYn: 'Y', payMethod: 'card', payDate: '2099-01-01T10:00:00Z', images: [], addPays: [], refunds: [],
  amounts: { originalAmount: 305_000, couponAmount: 5_000, totalAmount: 300_000, cancelAmount: 0 },
  ...over,
});

/** An in-app href (the locale prefix is the shell's). */
const endsWith = (path: string) => expect.stringMatching(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));

let api: FakeApi;
let offNav: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  offNav();
});

test('the refunds of every cancellation, grouped by cancellation, with when they land and the total of the money', async () => {
  api.on(
    'GET',
    `/v1/books/num/${ORDER}/img-count/1`,
    ok(
      booking({
        orderProductStatus: 'cancel',
        payStatus: 'cancel',
        amounts: { originalAmount: 305_000, couponAmount: 5_000, totalAmount: 0, cancelAmount: 300_000 },
        refunds: [
          { scope: 'ROOM', route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2020-01-06', at: '2020-01-01T03:00:00.000Z' },
          { scope: 'WHOLE', route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2099-01-06', at: '2099-01-01T03:00:00.000Z' },
          { scope: 'WHOLE', route: 'AWESOME_CASH', method: null, amount: 3_000, timing: 'IMMEDIATE', by: null, at: '2099-01-01T03:00:00.000Z' },
          { scope: 'WHOLE', route: 'COUPON', method: null, amount: 5_000, timing: 'IMMEDIATE', by: null, at: '2099-01-01T03:00:00.000Z' },
        ],
      }),
    ),
  );
  render(<BookingDetailPage orderNum={ORDER} />);
  const section = await screen.findByRole('region', { name: 'Refunds' });
  const [room, whole] = within(section).getAllByTestId('ledger-cancellation');
  expect(within(room!).getByRole('heading', { level: 3 })).toHaveTextContent('One room cancelled · Jan 1, 2020');
  expect(room).toHaveTextContent('Credit card');
  expect(room).toHaveTextContent('Refunded by Mon, Jan 6, 2020');
  expect(room).not.toHaveTextContent('up to 3 business days');
  expect(within(room!).getByTestId('ledger-PAYMENT')).toHaveTextContent('KRW 150,000');

  expect(within(whole!).getByRole('heading', { level: 3 })).toHaveTextContent('Whole booking cancelled · Jan 1, 2099');
  expect(whole).toHaveTextContent('Refunded by Tue, Jan 6, 2099 (up to 3 business days)');
  expect(whole).toHaveTextContent('Awesome cash');
  expect(whole).toHaveTextContent('Back at once with the cancellation');
  expect(within(whole!).getByTestId('ledger-AWESOME_CASH')).toHaveTextContent('KRW 3,000');
  // The coupon came back as a coupon: labelled so, and not counted as money.
  expect(whole).toHaveTextContent('Coupon returned');
  expect(whole).toHaveTextContent('Back in your coupons · not money');
  expect(within(whole!).getByTestId('ledger-COUPON')).toHaveTextContent('KRW 5,000 coupon');
  expect(within(section).getByTestId('ledger-total')).toHaveTextContent('KRW 303,000');
  expect(section).toHaveTextContent('A returned coupon is not money');
  // A cancelled booking offers no cancel.
  expect(screen.queryByRole('link', { name: /^Cancel/ })).not.toBeInTheDocument();
});

test('a booking with no refund shows no refunds, and offers each scope of the one cancel page', async () => {
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok(booking({ partCancel: { room: true, maxNights: 3 } })));
  render(<BookingDetailPage orderNum={ORDER} />);
  expect(await screen.findByRole('link', { name: 'Cancel booking' })).toHaveAttribute('href', endsWith(`/mypage/books/${ORDER}/cancel`));
  expect(screen.getByRole('link', { name: 'Cancel one room' })).toHaveAttribute('href', endsWith(`/mypage/books/${ORDER}/cancel?scope=ROOM`));
  expect(screen.getByRole('link', { name: 'Cancel the last nights' })).toHaveAttribute('href', endsWith(`/mypage/books/${ORDER}/cancel?scope=NIGHTS&max=3`));
  expect(screen.queryByRole('region', { name: 'Refunds' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('refund-ledger')).not.toBeInTheDocument();
});

test('a past stay offers its review only while it can be written, and says until when', async () => {
  const past = { orderProductStatus: 'complete', checkinDate: '2020-03-10', checkoutDate: '2020-03-11', btnCancelYn: 'N' };
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok(booking({ ...past, review: 'WRITE', reviewDeadline: '2020-03-25' })));
  const open = render(<BookingDetailPage orderNum={ORDER} />);
  expect(await screen.findByText('You can review your stay until Wed, Mar 25, 2020')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Write a review' })).toBeInTheDocument();
  open.unmount();

  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok(booking({ ...past, review: null, reviewDeadline: null })));
  render(<BookingDetailPage orderNum={ORDER} />);
  expect(await screen.findByText('This stay is over')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
  expect(screen.queryByText('Please leave a review')).not.toBeInTheDocument();
});

test('"Ask about this booking" opens the new-inquiry form with this booking chosen, not the inquiry list', async () => {
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok(booking()));
  render(<BookingDetailPage orderNum={ORDER} />);
  const ask = await screen.findByRole('link', { name: 'Ask about this booking' });
  expect(ask).toHaveAttribute('href', endsWith(`/inquiries/new?orderNum=${ORDER}`));
});

test('after a room was cancelled: the party staying in the rooms left, and a note that rooms were cancelled', async () => {
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok(booking({ payStatus: 'partialCanceled', count: 1, adtCnt: 1, chdCnt: 1, chdAges: [7], cancelledRooms: 1 })));
  render(<BookingDetailPage orderNum={ORDER} />);
  expect(await screen.findByText('1 adult, 1 child · 1 room · 4 nights')).toBeInTheDocument();
  expect(screen.getByTestId('rooms-cancelled-note')).toHaveTextContent('1 room was cancelled from this booking; the guests above are those staying in the rooms left.');
});

test('a booking with all its rooms has no such note', async () => {
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok(booking()));
  render(<BookingDetailPage orderNum={ORDER} />);
  await screen.findByTestId('booking-detail');
  expect(screen.queryByTestId('rooms-cancelled-note')).not.toBeInTheDocument();
});

test('a stay paid with welfare points and a card lists both routes, adding up to what it cost', async () => {
  api.on(
    'GET',
    `/v1/books/num/${ORDER}/img-count/1`,
    ok(
      booking({
        amounts: { originalAmount: 73_000, saleAmount: 73_000, userPointAmount: 50_000, totalAmount: 23_000, cancelAmount: 0 },
        paidLines: [
          { route: 'PAYMENT', method: 'card', amount: 23_000 },
          { route: 'WELFARE_POINTS', method: null, amount: 50_000 },
        ],
      }),
    ),
  );
  render(<BookingDetailPage orderNum={ORDER} />);
  const lines = await screen.findByTestId('paid-lines');
  expect(screen.getByRole('heading', { level: 3, name: 'Paid with' })).toBeInTheDocument();
  expect(lines).toHaveTextContent('Credit cardKRW 23,000');
  expect(lines).toHaveTextContent('Welfare pointsKRW 50,000');
  expect(lines).toHaveTextContent(/KRW 73,000$/);
});
