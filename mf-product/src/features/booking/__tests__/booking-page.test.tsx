// The booking page: summary and prefilled guest, coupon and points re-quoted by the server, the
// international form, validation before any order, Pay (order -> prepare -> gateway), a price
// change that must be accepted, sold out without losing the form, and visitors sent to log in.
import { peekReturnUrl } from '@stay/shared';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness, type Harness } from '../../../__tests__/support/setup';
import { markRetry } from '../../../lib/book-return';
import { BookingPage } from '../components/booking-page';
import { BOOK_PATH, coupons, quote, SEARCH } from './fixtures';

let api: FakeApi;
let h: Harness;
const body = (path: string, method = 'POST') => api.callsTo(path, method).map((c) => c.body as Record<string, unknown>);

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('POST', BOOK_PATH, (call) => {
    const b = call.body as { couponUserIdx?: number; usePoint?: number };
    const coupon = b.couponUserIdx === 501 ? 10_000 : 0;
    const points = b.usePoint ?? 0;
    return ok(quote({}, { couponAmount: coupon, pointAmount: points, totalAmount: 200_000 - coupon - points }));
  });
  api.on('POST', '/v1/coupons/book', ok({ coupons }));
});
afterEach(() => {
  api.restore();
  h.done();
});

const renderPage = async (search = SEARCH) => {
  render(<BookingPage productIdx="7" search={search} />);
  await screen.findByTestId('booking-page');
};
const total = () => screen.getByTestId('amount-total');

test('shows the stay and the member prefilled; a coupon and points are priced by the server', async () => {
  const user = userEvent.setup();
  await renderPage();
  expect(screen.getByTestId('book-product-name')).toHaveTextContent('Seoul Grand Hotel');
  expect(screen.getByText('Deluxe Double')).toBeInTheDocument();
  expect(screen.getByText('2 nights, 3 days')).toBeInTheDocument();
  // Rooms and nights are said in words above; the appointment type code is not a line of its own.
  expect(screen.queryByText('Booking type')).toBeNull();
  expect(screen.queryByText(/several nights/)).toBeNull();
  expect(screen.getByTestId('cancel-text')).toHaveTextContent(/^Free cancellation until \w{3}, Mar 7/);
  expect(screen.getByLabelText('Name')).toHaveValue('김민지');
  expect(screen.getByLabelText('Mobile number')).toHaveValue('01012345678');
  expect(total()).toHaveTextContent('KRW 200,000');

  const select = await screen.findByRole('combobox', { name: 'Coupon to apply' });
  const big = within(select).getByRole('option', { name: 'Big spender (unavailable: below the minimum amount)' });
  expect(big).toBeDisabled();
  await user.selectOptions(select, '501');
  await waitFor(() => expect(total()).toHaveTextContent('KRW 190,000'));
  expect(body(BOOK_PATH).at(-1)).toMatchObject({ couponUserIdx: 501 });
  expect(screen.getByTestId('amount-coupon')).toHaveTextContent('\u2212KRW 10,000');

  await user.click(screen.getByRole('button', { name: 'Use all' }));
  await waitFor(() => expect(total()).toHaveTextContent('KRW 185,000'));
  expect(body(BOOK_PATH).at(-1)).toMatchObject({ couponUserIdx: 501, usePoint: 5000 });
  expect(screen.getByRole('button', { name: 'Pay KRW 185,000' })).toBeEnabled();
});

test('points above what the member has are refused in the form', async () => {
  await renderPage();
  const input = screen.getByLabelText('Points to use');
  fireEvent.change(input, { target: { value: '9000' } });
  fireEvent.blur(input);
  expect(await screen.findByText('You can use up to KRW 5,000.')).toBeInTheDocument();
  expect(body(BOOK_PATH)).toHaveLength(1);
});

test('an invalid guest is caught before any order, with the first error focused', async () => {
  const user = userEvent.setup();
  await renderPage();
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '12345');
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
  expect(await screen.findByText('Please check the mobile number (e.g. 010-1234-5678).')).toBeInTheDocument();
  expect(screen.getByText('Please agree to the terms.')).toBeInTheDocument();
  expect(screen.getByLabelText('Mobile number')).toHaveFocus();
  expect(api.callsTo(`${BOOK_PATH}/order`)).toHaveLength(0);
});

async function agreeAndPay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I agree to the booking terms/ }));
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
}

test('Pay creates the order for the amount shown, prepares the payment and opens the gateway', async () => {
  const user = userEvent.setup();
  api.on('POST', `${BOOK_PATH}/order`, ok({ orderNum: 'AS990310ABCD', holdExpiresAt: '2099-01-01T00:15:00Z', amounts: quote().amounts }));
  api.on('POST', '/payments/prepare', ok({ orderNum: 'AS990310ABCD', paymentKey: 'pk_1', checkoutUrl: '/api/service/payment/sandbox/checkout/pk_1', amount: 200_000 }));
  await renderPage();
  await user.click(screen.getByRole('radio', { name: 'Kakao Pay' }));
  await agreeAndPay(user);
  await waitFor(() => expect(h.assign).toHaveBeenCalledWith('/api/service/payment/sandbox/checkout/pk_1'));
  expect(body(`${BOOK_PATH}/order`)[0]).toEqual({
    adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: '2099-03-10', checkOutDate: '2099-03-12', count: 1,
    guestName: '김민지', guestTel: '01012345678', guestEmail: 'minji@example.com', usePoint: 0, amount: 200_000,
  });
  expect(body('/payments/prepare')[0]).toEqual({
    orderNum: 'AS990310ABCD', method: 'kakaopay',
    successUrl: '/en/payment/result?orderNum=AS990310ABCD&productIdx=7', failUrl: '/en/payment/result?orderNum=AS990310ABCD&productIdx=7&failed=1',
  });
});

test('a price change shows the old and new amount and pays only after the traveller accepts', async () => {
  const user = userEvent.setup();
  let price = 200_000;
  api.on('POST', BOOK_PATH, () => ok(quote({}, { totalAmount: price, originalAmount: price })));
  api.on('POST', `${BOOK_PATH}/order`, (call) => {
    if ((call.body as { amount: number }).amount !== 230_000) {
      price = 230_000;
      return failWith(409, 'PRICE_CHANGED', 'The price has changed.');
    }
    return ok({ orderNum: 'AS990310PRCE', holdExpiresAt: '', amounts: quote().amounts });
  });
  api.on('POST', '/payments/prepare', ok({ orderNum: 'AS990310PRCE', paymentKey: 'pk_2', checkoutUrl: '/co/pk_2', amount: 230_000 }));
  await renderPage();
  await agreeAndPay(user);
  const notice = await screen.findByTestId('price-changed');
  expect(notice).toHaveTextContent('Was KRW 200,000, now KRW 230,000');
  expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  expect(h.assign).not.toHaveBeenCalled();
  await user.click(within(notice).getByRole('button', { name: 'Accept the new price and pay' }));
  await waitFor(() => expect(h.assign).toHaveBeenCalledWith('/co/pk_2'));
  expect(body(`${BOOK_PATH}/order`).map((b) => b.amount)).toEqual([200_000, 230_000]);
});

test('sold out at order time says so and keeps what was typed', async () => {
  const user = userEvent.setup();
  api.on('POST', `${BOOK_PATH}/order`, failWith(409, 'SOLD_OUT', 'Sold out.'));
  await renderPage();
  await user.clear(screen.getByLabelText('E-mail'));
  await user.type(screen.getByLabelText('E-mail'), 'other@example.com');
  await agreeAndPay(user);
  expect(await screen.findByText('This room has just sold out. Please choose another room or date.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('other@example.com');
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Back to the stay' }));
  expect(h.nav.push).toHaveBeenCalledWith('/products/7?checkInDate=2099-03-10&checkOutDate=2099-03-12&adtCnt=2&chdCnt=0', {});
});

test('an international-channel stay asks for the English name and the country code', async () => {
  const user = userEvent.setup();
  api.on('POST', BOOK_PATH, ok(quote({ guestForm: 'INTERNATIONAL', guest: { guestFirstName: '', guestLastName: '', guestCountryCode: '', guestTel: '', guestEmail: 'a@b.co' } })));
  api.on('POST', `${BOOK_PATH}/order`, ok({ orderNum: 'AS990310INTL', holdExpiresAt: '', amounts: quote().amounts }));
  api.on('POST', '/payments/prepare', ok({ orderNum: 'AS990310INTL', paymentKey: 'pk_3', checkoutUrl: '/co/pk_3', amount: 1 }));
  await renderPage();
  expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('First name (English)'), '민지');
  await agreeAndPay(user);
  expect(await screen.findByText('English letters only.')).toBeInTheDocument();
  expect(screen.getAllByText('This field is required.')).toHaveLength(3);
  expect(screen.getByLabelText('First name (English)')).toHaveFocus();
  await user.clear(screen.getByLabelText('First name (English)'));
  await user.type(screen.getByLabelText('First name (English)'), 'Minji');
  await user.type(screen.getByLabelText('Last name (English)'), 'Kim');
  await user.type(screen.getByLabelText('Country code'), '82');
  // Written the usual way, sent as digits.
  await user.type(screen.getByLabelText('Phone number'), '10-1234 5678');
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
  await waitFor(() => expect(h.assign).toHaveBeenCalledWith('/co/pk_3'));
  expect(body(`${BOOK_PATH}/order`)[0]).toMatchObject({ guestFirstName: 'Minji', guestLastName: 'Kim', guestCountryCode: '82', guestTel: '1012345678', guestEmail: 'a@b.co' });
});

test('a visitor is sent to log in and comes back to this booking', async () => {
  window.history.replaceState(null, '', `/en/book/7${SEARCH}`);
  api.on('POST', BOOK_PATH, failWith(401, 'UNAUTHORIZED', 'Login required'));
  render(<BookingPage productIdx="7" search={SEARCH} />);
  await waitFor(() => expect(h.nav.push).toHaveBeenCalledWith('/login', {}));
  expect(h.alerts).toEqual(['Please log in. Taking you to the login page.']);
  expect(peekReturnUrl()).toBe(`/book/7${SEARCH}`);
});

test('a broken link says so without calling the server', async () => {
  render(<BookingPage productIdx="7" search="?type=OC&accoms=7" />);
  expect(screen.getByRole('heading', { name: 'We cannot read this booking' })).toBeInTheDocument();
  await act(async () => undefined);
  expect(api.calls).toHaveLength(0);
});

test('a price change whose new quote is sold out ends in sold out with the way back, not a stuck form', async () => {
  const user = userEvent.setup();
  let soldOut = false;
  api.on('POST', BOOK_PATH, () => (soldOut ? failWith(409, 'SOLD_OUT', 'Sold out.') : ok(quote())));
  api.on('POST', `${BOOK_PATH}/order`, () => {
    soldOut = true;
    return failWith(409, 'PRICE_CHANGED', 'The price has changed.');
  });
  await renderPage();
  await agreeAndPay(user);
  expect(await screen.findByText('This room has just sold out. Please choose another room or date.')).toBeInTheDocument();
  expect(screen.queryByTestId('price-changed')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the stay' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled();
});

test('a corporate member splits the payment between welfare points and the card; each has its own row and the order carries both', async () => {
  const user = userEvent.setup();
  api.on('POST', BOOK_PATH, (call) => {
    const b = call.body as { usePoint?: number; useUserPoint?: number };
    const cash = b.usePoint ?? 0;
    const welfare = b.useUserPoint ?? 0;
    return ok(quote({ member: { grade: 'Bronze', isAwesome: false, type: 'C' }, points: { point: 1000, userPoint: 215_000 } }, { pointAmount: cash, userPointAmount: welfare, totalAmount: 200_000 - cash - welfare }));
  });
  api.on('POST', `${BOOK_PATH}/order`, ok({ orderNum: 'AS990310WELF', holdExpiresAt: '2099-01-01T00:15:00Z', amounts: quote().amounts }));
  api.on('POST', '/payments/prepare', ok({ orderNum: 'AS990310WELF', paymentKey: 'pk_2', checkoutUrl: '/api/service/payment/sandbox/checkout/pk_2', amount: 170_000 }));
  await renderPage();
  const welfare = screen.getByLabelText('Welfare points to use');
  expect(screen.getByText(/You have KRW 215,000 · up to KRW 199,900 can be used · the rest is paid with the method below/)).toBeInTheDocument();
  fireEvent.change(welfare, { target: { value: '300000' } });
  fireEvent.blur(welfare);
  expect(await screen.findByText('You can use up to KRW 199,900.')).toBeInTheDocument();
  fireEvent.change(welfare, { target: { value: '30000' } });
  fireEvent.blur(welfare);
  await waitFor(() => expect(total()).toHaveTextContent('KRW 170,000'));
  expect(screen.getByTestId('amount-welfare')).toHaveTextContent('\u2212KRW 30,000');
  expect(screen.queryByTestId('amount-points')).not.toBeInTheDocument();
  expect(body(BOOK_PATH).at(-1)).toMatchObject({ useUserPoint: 30_000 });
  await agreeAndPay(user);
  await waitFor(() => expect(h.assign).toHaveBeenCalledWith('/api/service/payment/sandbox/checkout/pk_2'));
  expect(body(`${BOOK_PATH}/order`)[0]).toMatchObject({ usePoint: 0, useUserPoint: 30_000, amount: 170_000 });
});

test('a member without welfare points sees no welfare field', async () => {
  await renderPage();
  expect(screen.queryByLabelText('Welfare points to use')).not.toBeInTheDocument();
});

test('after a declined payment the page finds the coupon, points and method chosen before, quoted again by the server', async () => {
  const user = userEvent.setup();
  api.on('POST', `${BOOK_PATH}/order`, ok({ orderNum: 'AS990310KEEP', holdExpiresAt: '2099-01-01T00:15:00Z', amounts: quote().amounts }));
  api.on('POST', '/payments/prepare', ok({ orderNum: 'AS990310KEEP', paymentKey: 'pk_k', checkoutUrl: '/api/service/payment/sandbox/checkout/pk_k', amount: 185_000 }));
  window.history.replaceState(null, '', `/en/book/7${SEARCH}`);
  await renderPage();
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Coupon to apply' }), '501');
  await user.click(screen.getByRole('button', { name: 'Use all' }));
  await waitFor(() => expect(total()).toHaveTextContent('KRW 185,000'));
  await user.click(screen.getByRole('radio', { name: 'Kakao Pay' }));
  await agreeAndPay(user);
  await waitFor(() => expect(h.assign).toHaveBeenCalled());

  // Opened again without "try again" (walked away from the gateway): a fresh form.
  cleanup();
  await renderPage();
  await waitFor(() => expect(total()).toHaveTextContent('KRW 200,000'));
  // "Try again" on the declined payment's page opens it with what was chosen.
  cleanup();
  markRetry(window.location.pathname.replace(/^\/en/, '') + window.location.search);
  await renderPage();
  await waitFor(() => expect(total()).toHaveTextContent('KRW 185,000'));
  expect(body(BOOK_PATH).at(-1)).toMatchObject({ couponUserIdx: 501, usePoint: 5000 });
  expect(screen.getByRole('radio', { name: 'Kakao Pay' })).toBeChecked();
});
