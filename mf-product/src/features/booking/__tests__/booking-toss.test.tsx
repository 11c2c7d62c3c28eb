// Pay with Toss Payments (the server's toss mode): Toss's window opens from this page with the request
// the server wrote, the Pay button says so while Toss's script loads, and a window the buyer closes
// or a script that never comes is said in their language with the form as they left it.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearTossPayments } from '@tosspayments/tosspayments-sdk';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness, type Harness } from '../../../__tests__/support/setup';
import { BookingPage } from '../components/booking-page';
import { BOOK_PATH, quote, SEARCH } from './fixtures';

type Win = Window & { TossPayments?: unknown };
let api: FakeApi;
let h: Harness;

const request = {
  method: 'CARD', amount: { currency: 'KRW', value: 200_000 }, orderId: 'AS990310TOSS', orderName: 'Hotel Deluxe',
  successUrl: 'http://localhost/en/payment/result?orderNum=AS990310TOSS&productIdx=7', failUrl: 'http://localhost/en/payment/result?orderNum=AS990310TOSS&productIdx=7&failed=1',
};
const tossPrepared = (sdkUrl: string) => ({
  gateway: 'toss', orderNum: 'AS990310TOSS', amount: 200_000, method: 'card', methodLabel: 'Card', holdExpiresAt: '2099-01-01T00:15:00Z', checkoutUrl: null, paymentKey: null,
  toss: { sdkUrl, clientKey: 'test_ck_web', customerKey: 'cust-7', request },
});

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('POST', BOOK_PATH, ok(quote()));
  api.on('POST', '/v1/coupons/book', ok({ coupons: [] }));
  api.on('POST', `${BOOK_PATH}/order`, ok({ orderNum: 'AS990310TOSS', holdExpiresAt: '2099-01-01T00:15:00Z', amounts: quote().amounts }));
});
afterEach(() => {
  delete (window as Win).TossPayments;
  clearTossPayments();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  sessionStorage.clear();
  api.restore();
  h.done();
});

async function fillAndPay(user: ReturnType<typeof userEvent.setup>) {
  render(<BookingPage productIdx="7" search={SEARCH} />);
  await screen.findByTestId('booking-page');
  await user.clear(screen.getByLabelText('Mobile number'));
  await user.type(screen.getByLabelText('Mobile number'), '01099998888');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the booking terms/ }));
  await user.click(screen.getByRole('button', { name: /^Pay/ }));
}

test("opens Toss's window with the server's request as is, and never the sandbox redirect", async () => {
  const requestPayment = jest.fn(() => new Promise<void>(() => undefined));
  const payment = jest.fn(() => ({ requestPayment }));
  (window as Win).TossPayments = jest.fn(() => ({ payment }));
  api.on('POST', '/payments/prepare', ok(tossPrepared('https://toss.test/v2/standard?a')));
  await fillAndPay(userEvent.setup());
  await waitFor(() => expect(requestPayment).toHaveBeenCalledWith(request));
  expect((window as Win).TossPayments).toHaveBeenCalledWith('test_ck_web');
  expect(payment).toHaveBeenCalledWith({ customerKey: 'cust-7' });
  expect(h.assign).not.toHaveBeenCalled();
});

test("the Pay button says Toss's window is loading while its script comes, and a script that fails keeps the form", async () => {
  const sdkUrl = 'https://toss.test/v2/standard?down';
  api.on('POST', '/payments/prepare', ok(tossPrepared(sdkUrl)));
  await fillAndPay(userEvent.setup());
  const button = await screen.findByRole('button', { name: 'Opening Toss Payments…' });
  expect(button).toBeDisabled();
  // jsdom runs no external script: the browser's error event, by hand.
  await waitFor(() => expect(document.head.querySelector(`script[src="${sdkUrl}"]`)).not.toBeNull());
  act(() => void document.head.querySelector(`script[src="${sdkUrl}"]`)!.dispatchEvent(new Event('error')));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The payment window could not be loaded. Check your connection and pay again; what you entered is kept.'));
  expect(screen.getByLabelText('Mobile number')).toHaveValue('01099998888');
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  expect(screen.getByRole('button', { name: /^Pay KRW/ })).toBeEnabled();
});

test('a window the buyer closes says nothing was charged, and paying again opens it again', async () => {
  const closed = Object.assign(new Error('취소'), { code: 'USER_CANCEL' });
  const requestPayment = jest.fn().mockRejectedValueOnce(closed).mockReturnValue(new Promise<void>(() => undefined));
  (window as Win).TossPayments = () => ({ payment: () => ({ requestPayment }) });
  api.on('POST', '/payments/prepare', ok(tossPrepared('https://toss.test/v2/standard?b')));
  const user = userEvent.setup();
  await fillAndPay(user);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You closed the payment window, so nothing was charged. You can pay again.'));
  await user.click(screen.getByRole('button', { name: /^Pay KRW/ }));
  await waitFor(() => expect(requestPayment).toHaveBeenCalledTimes(2));
});
