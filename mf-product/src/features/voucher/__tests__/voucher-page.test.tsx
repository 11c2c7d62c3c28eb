// The voucher page: the booking with its SPEC §4 status, cancellation after a confirm popup that
// states the refund (and its refusal explained), the night of an open-date voucher, additional
// payments through the gateway, and visitors sent to log in.
import { peekReturnUrl } from '@stay/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness, type Harness } from '../../../__tests__/support/setup';
import { VoucherPage } from '../components/voucher-page';

let api: FakeApi;
let h: Harness;
const ORDER = 'AS990310VCHR';
const CONTENT = `/v1/books/num/${ORDER}/img-count/20`;

const booking = (over: Record<string, unknown> = {}) => ({
  orderNum: ORDER, orderProductIdx: 9, orderProductStatus: 'confirm', payStatus: 'complete', productIdx: 7, productName: 'Seoul Grand Hotel', roomName: 'Deluxe', rateplanName: 'Room only',
  mealName: 'No meals', checkinDate: '2099-03-10', checkoutDate: '2099-03-12', checkinTime: '15:00', checkoutTime: '11:00', terms: 2, count: 1, adtCnt: 2, chdCnt: 0,
  guestName: '김민지', guestTel: '01012345678', guestEmail: 'minji@example.com', confirmNum: 'CF-1', voucherNum: null, channelCode: null, cancelDate: '2099-03-07', btnCancelYn: 'Y',
  amounts: { originalAmount: 200_000, saleAmount: 200_000, discountedAmount: 0, couponAmount: 10_000, pointAmount: 500, userPointAmount: 0, totalAmount: 189_500, cancelAmount: 0, cashbackPrice: 0 },
  payMethod: 'card', payDate: '2099-01-01T00:00:00Z', images: [{ sort: 0, imgLink: '/a.jpg' }], addPays: [], voucher: null, address: 'Seoul', ...over,
});

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  h.done();
});

test('shows the booking and leads to the cancellation preview, which computes every refund', async () => {
  api.on('GET', CONTENT, ok(booking()));
  render(<VoucherPage orderNum={ORDER} />);
  expect(await screen.findByTestId('voucher-product-name')).toHaveTextContent('Seoul Grand Hotel');
  expect(screen.getByTestId('order-status')).toHaveTextContent('Booking complete');
  expect(screen.getByTestId('confirm-num')).toHaveTextContent('CF-1');
  // The guest's number is written the way people read it.
  expect(screen.getByText('010-1234-5678')).toBeInTheDocument();
  expect(screen.getByTestId('amount-total')).toHaveTextContent('KRW 189,500');
  // No total is computed or confirmed here: my page's cancellation page shows the server's preview.
  expect(screen.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute('href', expect.stringMatching(new RegExp(`/mypage/books/${ORDER}/cancel$`)));
  expect(screen.getByText(/every refund \(card, points, coupon\) and any fee/)).toBeInTheDocument();
  expect(api.callsTo(`/v1/lmses/${ORDER}/cancel`, 'PUT')).toHaveLength(0);
});

test('after a room was cancelled the voucher reads the party staying and says rooms were cancelled', async () => {
  api.on('GET', CONTENT, ok(booking({ payStatus: 'partialCanceled', count: 1, adtCnt: 1, chdCnt: 1, chdAges: [7], cancelledRooms: 1 })));
  render(<VoucherPage orderNum={ORDER} />);
  const guests = await screen.findByTestId('voucher-guests');
  expect(guests).toHaveTextContent('1 adult · 1 child · 1 room');
  expect(within(guests).getByTestId('rooms-cancelled-note')).toHaveTextContent('1 room was cancelled from this booking; these are the guests staying in the rooms left.');
});

test('a booking with all its rooms has no cancelled-rooms note', async () => {
  api.on('GET', CONTENT, ok(booking()));
  render(<VoucherPage orderNum={ORDER} />);
  expect(await screen.findByTestId('voucher-guests')).toHaveTextContent('2 adults · 1 room');
  expect(screen.queryByTestId('rooms-cancelled-note')).not.toBeInTheDocument();
});

test('a booking that cannot be cancelled says why and offers no cancellation', async () => {
  api.on('GET', CONTENT, ok(booking({ btnCancelYn: 'N' })));
  render(<VoucherPage orderNum={ORDER} />);
  expect(await screen.findByTestId('cancel-not-allowed')).toHaveTextContent('can no longer be cancelled (refunded)');
  expect(screen.queryByRole('link', { name: 'Cancel this booking' })).not.toBeInTheDocument();
});

test('an open-date voucher chooses its night among the dates with stock', async () => {
  const user = userEvent.setup();
  api.on('GET', CONTENT, ok(booking({ confirmNum: null, checkinDate: null, checkoutDate: null, voucherNum: 'VN-77', voucher: { openDate: true, stayStartDate: '2099-03-01', stayEndDate: '2099-05-30' } })));
  api.on(
    'GET',
    `/v1/lmses/${ORDER}/confirm`,
    ok({
      orderNum: ORDER, confirmNum: null, orderProductStatus: 'confirm', canChooseDate: true, stayStartDate: '2099-03-01', stayEndDate: '2099-05-30', availableDates: ['2099-03-04', '2099-03-05'],
      dates: [
        { date: '2099-03-03', open: false, reason: 'SOLD_OUT' },
        { date: '2099-03-04', open: true, price: 120_000 },
        { date: '2099-03-05', open: true, price: 98_000 },
      ],
    }),
  );
  api.on('POST', `/v1/lmses/${ORDER}/confirm/VN-77`, ok(booking({ confirmNum: 'CF-9', checkinDate: '2099-03-05', checkoutDate: '2099-03-06', voucherNum: 'VN-77' })));
  render(<VoucherPage orderNum={ORDER} />);
  expect(await screen.findByTestId('voucher-check-in')).toHaveTextContent('Stay date not set');
  expect(screen.getByTestId('order-status')).toHaveTextContent('Stay date not set');
  const chooser = await screen.findByTestId('date-chooser');
  // A closed day says why and cannot be chosen; an open one shows today's rate.
  const soldOut = await within(chooser).findByRole('button', { name: /Mar 3, 2099, not available: sold out/ });
  // The first open day is the one in the tab order.
  const fourth = within(chooser).getByRole('button', { name: /Mar 4, 2099, available, today’s rate KRW 120,000/ });
  expect(fourth).toHaveAttribute('tabindex', '0');
  expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await user.click(soldOut);
  expect(within(chooser).getByRole('button', { name: 'Confirm this date' })).toBeDisabled();
  // Keyboard: from the 4th (the first open day, in the tab order) the right arrow moves to the 5th.
  fourth.focus();
  await user.keyboard('{ArrowRight}');
  const fifth = within(chooser).getByRole('button', { name: /Mar 5, 2099, available, today’s rate KRW 98,000/ });
  expect(fifth).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(within(chooser).getByTestId('chosen-date')).toHaveTextContent('Chosen: Thu, Mar 5');
  await user.click(within(chooser).getByRole('button', { name: 'Confirm this date' }));
  expect(h.confirms[0]).toMatch(/^Confirm check-in on Thu, Mar 5/);
  await waitFor(() => expect(screen.getByTestId('voucher-check-in')).toHaveTextContent('Thu, Mar 5'));
  expect(api.callsTo(`/v1/lmses/${ORDER}/confirm/VN-77`, 'POST')[0]?.body).toEqual({ orderNum: ORDER, confirmNum: 'VN-77', checkInDate: '2099-03-05' });
  expect(screen.queryByTestId('date-chooser')).not.toBeInTheDocument();
  expect(screen.getByTestId('confirm-num')).toHaveTextContent('CF-9');
});

test('an unpaid additional payment goes to the gateway with return paths to the result page', async () => {
  const user = userEvent.setup();
  api.on('GET', CONTENT, ok(booking({ addPays: [{ orderAddPayIdx: 3, orderProductIdx: 9, title: 'Extra bed', orderAddPayAmount: 30_000, orderAddPayStatus: false }, { orderAddPayIdx: 4, orderProductIdx: 9, title: 'Late checkout', orderAddPayAmount: 20_000, orderAddPayStatus: true }] })));
  api.on('POST', '/v1/add-payments', ok({ orderNum: ORDER, paymentKey: 'pk_add', checkoutUrl: '/co/pk_add', amount: 30_000, method: 'tosspay' }));
  render(<VoucherPage orderNum={ORDER} />);
  const rows = await screen.findAllByTestId('add-pay');
  expect(rows[1]).toHaveTextContent('Paid');
  await user.selectOptions(screen.getByLabelText('Payment method'), 'tosspay');
  await user.click(within(rows[0]!).getByRole('button', { name: 'Pay KRW 30,000' }));
  await waitFor(() => expect(h.assign).toHaveBeenCalledWith('/co/pk_add'));
  expect(api.callsTo('/v1/add-payments')[0]?.body).toEqual({
    orderAddPayIdx: 3, orderProductIdx: 9, method: 'tosspay',
    successUrl: `/en/payment/result?orderNum=${ORDER}&kind=addpay`, failUrl: `/en/payment/result?orderNum=${ORDER}&kind=addpay&failed=1`,
  });
});

test("with Toss, an additional payment opens Toss's window from the voucher; a closed window says so and keeps the Pay button", async () => {
  const user = userEvent.setup();
  const request = { method: 'CARD', amount: { currency: 'KRW', value: 30_000 }, orderId: `${ORDER}-A3`, orderName: 'Extra bed', successUrl: 'http://localhost/en/payment/result?kind=addpay', failUrl: 'http://localhost/en/payment/result?kind=addpay&failed=1' };
  const requestPayment = jest.fn(() => Promise.reject(Object.assign(new Error('closed'), { code: 'USER_CANCEL' })));
  (window as Window & { TossPayments?: unknown }).TossPayments = () => ({ payment: () => ({ requestPayment }) });
  api.on('GET', CONTENT, ok(booking({ addPays: [{ orderAddPayIdx: 3, orderProductIdx: 9, title: 'Extra bed', orderAddPayAmount: 30_000, orderAddPayStatus: false }] })));
  api.on('POST', '/v1/add-payments', ok({ gateway: 'toss', orderNum: ORDER, amount: 30_000, checkoutUrl: null, paymentKey: null, toss: { sdkUrl: 'https://toss.test/v2/standard?vc', clientKey: 'test_ck', customerKey: 'c-9', request } }));
  render(<VoucherPage orderNum={ORDER} />);
  const [row] = await screen.findAllByTestId('add-pay');
  await user.click(within(row!).getByRole('button', { name: 'Pay KRW 30,000' }));
  await waitFor(() => expect(requestPayment).toHaveBeenCalledWith(request));
  expect(await screen.findByText('You closed the payment window, so nothing was charged. You can pay again.')).toBeInTheDocument();
  expect(within(row!).getByRole('button', { name: 'Pay KRW 30,000' })).toBeEnabled();
  expect(h.assign).not.toHaveBeenCalled();
  delete (window as Window & { TossPayments?: unknown }).TossPayments;
});

test('a visitor is sent to log in and comes back to the voucher; an unknown one is not found', async () => {
  window.history.replaceState(null, '', `/ja/lms/${ORDER}`);
  api.on('GET', CONTENT, failWith(401, 'UNAUTHORIZED', 'Login required'));
  const { unmount } = render(<VoucherPage orderNum={ORDER} />);
  // Straight to the login page in this page's place (no alert to dismiss), which says why.
  await waitFor(() => expect(h.nav.push).toHaveBeenCalledWith('/login?reason=voucher', { replace: true }));
  expect(h.alerts).toEqual([]);
  expect(peekReturnUrl()).toBe(`/lms/${ORDER}`);
  unmount();
  api.on('GET', CONTENT, failWith(404, 'ORDER_NOT_FOUND', 'not found'));
  render(<VoucherPage orderNum={ORDER} />);
  expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
});

test('the voucher lists every route the stay was paid with, adding up to what it cost', async () => {
  api.on(
    'GET',
    CONTENT,
    ok(
      booking({
        amounts: { originalAmount: 73_000, saleAmount: 73_000, discountedAmount: 0, couponAmount: 0, pointAmount: 0, userPointAmount: 50_000, totalAmount: 23_000, cancelAmount: 0, cashbackPrice: 0 },
        paidLines: [
          { route: 'PAYMENT', method: 'card', amount: 23_000 },
          { route: 'WELFARE_POINTS', method: null, amount: 50_000 },
        ],
      }),
    ),
  );
  render(<VoucherPage orderNum={ORDER} />);
  const lines = await screen.findByTestId('paid-lines');
  expect(within(lines).getByText('Credit card').nextSibling).toHaveTextContent('KRW 23,000');
  expect(within(lines).getByText('Welfare points').nextSibling).toHaveTextContent('KRW 50,000');
  expect(screen.getByTestId('paid-total')).toHaveTextContent('KRW 73,000');
});
