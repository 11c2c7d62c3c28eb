// /payment/result: one confirm per return even under React's double effects, the booking with
// its status, confirmation number and the server's amount; a declined or abandoned payment is
// told to the server and shown as such, with the way back.
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness, type Harness } from '../../../__tests__/support/setup';
import { rememberBookPath } from '../../../lib/book-return';
import { PaymentResultPage } from '../components/payment-result-page';
import { readReturn } from '../hooks/settle';

let api: FakeApi;
let h: Harness;
const content = (over: Record<string, unknown> = {}) => ({
  orderNum: 'AS990310OKAY', orderProductStatus: 'confirm', payStatus: 'complete', productIdx: 7, productName: 'Seoul Grand Hotel', roomName: 'Deluxe', rateplanName: 'Room only',
  checkinDate: '2099-03-10', checkoutDate: '2099-03-12', confirmNum: 'CF-123456', images: [], addPays: [], ...over,
});

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  h.done();
});

test('the return query is read strictly', () => {
  expect(readReturn('?orderNum=AS990310OKAY&productIdx=7&paymentKey=pk_abc1&orderId=AS990310OKAY&amount=185000')).toEqual({
    kind: 'success', orderNum: 'AS990310OKAY', paymentKey: 'pk_abc1', orderId: 'AS990310OKAY', amount: 185000, productIdx: 7, addPay: false,
  });
  expect(readReturn('?orderNum=AS990310OKAY&failed=1&code=USER_CANCEL&paymentKey=pk_abc1')).toMatchObject({ kind: 'fail', code: 'USER_CANCEL' });
  expect(readReturn('?orderNum=AS990310OKAY&paymentKey=pk_abc1&amount=abc')).toBeNull();
  expect(readReturn('?orderNum=../x&paymentKey=pk_abc1&amount=1')).toBeNull();
});

test('an approval is confirmed once (strict mode) and shows the booking with the amount the server charged', async () => {
  api.on('POST', '/payments/confirm', ok({ orderNum: 'AS990310OKAY', orderProductStatus: 'confirm', payStatus: 'complete', payMethod: 'kakaopay', totalAmount: 185_000, payDate: '2099-01-01T00:00:00Z' }));
  api.on('GET', '/v1/books/num/AS990310OKAY/img-count/1', ok(content()));
  render(
    <StrictMode>
      <PaymentResultPage search="?orderNum=AS990310OKAY&productIdx=7&paymentKey=pk_once1&orderId=AS990310OKAY&amount=185000" />
    </StrictMode>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Checking your payment.');
  expect(await screen.findByRole('heading', { name: 'Your payment is complete.' })).toHaveFocus();
  expect(api.callsTo('/payments/confirm')).toHaveLength(1);
  expect(api.callsTo('/payments/confirm')[0]?.body).toEqual({ orderNum: 'AS990310OKAY', paymentKey: 'pk_once1', amount: 185000, orderId: 'AS990310OKAY' });
  expect(screen.getByTestId('order-status')).toHaveTextContent('Booking complete');
  expect(screen.getByTestId('confirm-num')).toHaveTextContent('CF-123456');
  expect(screen.getByTestId('paid-amount')).toHaveTextContent('KRW 185,000');
  expect(screen.getByText('Kakao Pay')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View your voucher' })).toHaveAttribute('href', '/lms/AS990310OKAY');
});

test('a supplier booking still awaiting confirmation says so', async () => {
  api.on('POST', '/payments/confirm', ok({ orderNum: 'AS990310WAIT', orderProductStatus: 'confirm', payStatus: 'complete', payMethod: 'card', totalAmount: 99_000, payDate: '' }));
  api.on('GET', '/v1/books/num/AS990310WAIT/img-count/1', ok(content({ orderNum: 'AS990310WAIT', orderProductStatus: 'confirm_wait', confirmNum: null })));
  render(<PaymentResultPage search="?orderNum=AS990310WAIT&paymentKey=pk_wait1&amount=99000" />);
  expect(await screen.findByTestId('confirm-num')).toHaveTextContent('Awaiting confirmation');
  expect(screen.getByTestId('order-status')).toHaveTextContent('Upcoming');
  expect(screen.getByTestId('order-status')).toHaveTextContent('Awaiting confirmation');
});

test('an abandoned payment is reported to the server and offers the same booking again', async () => {
  api.on('POST', '/payments/fail', ok({ orderNum: 'AS990310GONE', orderProductStatus: 'cancel', payStatus: 'fail' }));
  rememberBookPath('AS990310GONE', '/book/7?type=OO');
  render(<PaymentResultPage search="?orderNum=AS990310GONE&productIdx=7&failed=1&code=USER_CANCEL&message=left&orderId=AS990310GONE&paymentKey=pk_gone1" />);
  expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
  expect(api.callsTo('/payments/fail')[0]?.body).toEqual({ orderNum: 'AS990310GONE', paymentKey: 'pk_gone1' });
  act(() => screen.getByRole('button', { name: 'Try booking again' }).click());
  expect(h.nav.push).toHaveBeenCalledWith('/book/7?type=OO', {});
});

test('a decline found at confirm time shows payment declined; an error can be retried', async () => {
  api.on('POST', '/payments/confirm', failWith(409, 'PAYMENT_DECLINED', 'declined'));
  const { unmount } = render(<PaymentResultPage search="?orderNum=AS990310DECL&productIdx=7&paymentKey=pk_decl1&amount=1000" />);
  expect(await screen.findByRole('heading', { name: 'Payment declined' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the stay' })).toBeInTheDocument();
  unmount();

  let calls = 0;
  api.on('POST', '/payments/confirm', () => (++calls === 1 ? failWith(409, 'PAYMENT_IN_PROGRESS', 'Still processing.') : ok({ orderNum: 'AS990310SLOW', orderProductStatus: 'confirm', payStatus: 'complete', payMethod: 'card', totalAmount: 5000, payDate: '' })));
  api.on('GET', '/v1/books/num/AS990310SLOW/img-count/1', failWith(500, 'X', 'down'));
  render(<PaymentResultPage search="?orderNum=AS990310SLOW&paymentKey=pk_slow1&amount=5000" />);
  expect(await screen.findByText('Still processing.')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Try again' }).click());
  await waitFor(() => expect(screen.getByTestId('paid-amount')).toHaveTextContent('KRW 5,000'));
  expect(screen.getByTestId('confirm-num')).toHaveTextContent('Not issued yet');
});

test('a supplier that refused after payment: refunded, said plainly, nothing to retry', async () => {
  api.on('POST', '/payments/confirm', failWith(409, 'SUPPLIER_REJECTED', 'rejected'));
  render(<PaymentResultPage search="?orderNum=AS990310SUPR&productIdx=381&paymentKey=pk_supr1&amount=90000" />);
  expect(await screen.findByText('The stay could not confirm the booking, so the payment was refunded in full. Please choose another room or date.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the stay' })).toBeInTheDocument();
});

test('the confirmation number of a supplier booking comes with the confirm answer when the booking cannot be read', async () => {
  api.on('POST', '/payments/confirm', ok({ orderNum: 'AS990310CHNL', orderProductStatus: 'confirm', payStatus: 'complete', payMethod: 'eximbay', totalAmount: 90_000, payDate: '', confirmNum: 'EXA-778' }));
  api.on('GET', '/v1/books/num/AS990310CHNL/img-count/1', failWith(500, 'X', 'down'));
  render(<PaymentResultPage search="?orderNum=AS990310CHNL&paymentKey=pk_chnl1&amount=90000" />);
  expect(await screen.findByTestId('confirm-num')).toHaveTextContent('EXA-778');
  expect(screen.getByText('Overseas card')).toBeInTheDocument();
});

describe("Toss's return", () => {
  const TOSS_KEY = 'tgen_20991231000000AbCd1';

  test('success: confirms with the orderId Toss sent back; drawn again it shows the same booking; Back leads to the stay', async () => {
    window.history.replaceState(null, '', '/en/book/7?type=OO');
    window.history.pushState(null, '', `/en/payment/result?orderNum=AS990310TOSS&productIdx=7&paymentKey=${TOSS_KEY}&orderId=AS990310TOSS-1&amount=185000`);
    const length = window.history.length;
    const paid = ok({ orderNum: 'AS990310TOSS', orderProductStatus: 'confirm', payStatus: 'complete', payMethod: 'card', totalAmount: 185_000, payDate: '2099-01-01T00:00:00Z' });
    api.on('POST', '/payments/confirm', paid);
    api.on('GET', '/v1/books/num/AS990310TOSS/img-count/1', ok(content({ orderNum: 'AS990310TOSS' })));
    const search = `?orderNum=AS990310TOSS&productIdx=7&paymentKey=${TOSS_KEY}&orderId=AS990310TOSS-1&amount=185000`;
    const first = render(<PaymentResultPage search={search} />);
    expect(await screen.findByTestId('order-num')).toHaveTextContent('AS990310TOSS');
    expect(api.callsTo('/payments/confirm')[0]?.body).toEqual({ orderNum: 'AS990310TOSS', paymentKey: TOSS_KEY, amount: 185000, orderId: 'AS990310TOSS-1' });
    // The entry before the result is now the stay; the address is still the result's.
    expect(window.location.pathname).toBe('/en/payment/result');
    expect(window.history.length).toBe(length + 1);
    first.unmount();

    // Drawn again on the same entry (as after a reload): the same booking, and no further history entry.
    render(<PaymentResultPage search={search} />);
    expect(await screen.findByTestId('order-num')).toHaveTextContent('AS990310TOSS');
    expect(screen.getByTestId('paid-amount')).toHaveTextContent('KRW 185,000');
    expect(window.history.length).toBe(length + 1);

    const popped = new Promise<string>((resolve) => window.addEventListener('popstate', () => resolve(window.location.pathname + window.location.search), { once: true }));
    window.history.back();
    expect(await popped).toBe('/en/products/7');
  });

  test.each([
    ['PAY_PROCESS_CANCELED', 'Payment cancelled', 'You closed the payment window before paying.'],
    ['PAY_PROCESS_ABORTED', 'Payment declined', 'The payment stopped before it finished'],
    ['REJECT_CARD_COMPANY', 'Payment declined', 'The card company refused this payment.'],
  ])('fail %s: says what happened in the buyer language, keeps the hold and leads back to the booking', async (code, title, said) => {
    rememberBookPath('AS990310FAIL', '/book/7?type=OO');
    render(<PaymentResultPage search={`?orderNum=AS990310FAIL&productIdx=7&failed=1&code=${code}&message=${encodeURIComponent('[한도초과] 카드 한도가 부족합니다')}&orderId=AS990310FAIL-1`} />);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    const reason = screen.getByTestId('decline-reason');
    expect(reason).toHaveTextContent(said);
    if (code === 'PAY_PROCESS_CANCELED') expect(screen.queryByTestId('issuer-reason')).toBeNull();
    else expect(screen.getByTestId('issuer-reason')).toHaveTextContent("The card company's reason: [한도초과] 카드 한도가 부족합니다");
    expect(screen.getByText(/The room is still held for you/)).toBeInTheDocument();
    // Toss names no payment on a fail: nothing is released.
    expect(api.callsTo('/payments/fail')).toHaveLength(0);
    // Trying again gives the declined order's hold back first, then leads to the booking form.
    api.on('PUT', '/v1/lmses/AS990310FAIL/cancel', ok({ released: true }));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(h.nav.push).toHaveBeenCalledWith('/book/7?type=OO', {}));
    expect(api.callsTo('/v1/lmses/AS990310FAIL/cancel', 'PUT')).toHaveLength(1);
  });

  test('the fail page speaks Korean and Japanese too', async () => {
    h.done();
    h = harness('ja');
    rememberBookPath('AS990310FAJA', '/book/7?type=OO');
    render(<PaymentResultPage search="?orderNum=AS990310FAJA&productIdx=7&failed=1&code=REJECT_CARD_COMPANY&message=limit&orderId=AS990310FAJA-1" />);
    expect(await screen.findByRole('heading', { name: '決済が拒否されました' })).toBeInTheDocument();
    expect(screen.getByTestId('decline-reason')).toHaveTextContent('カード会社がこのお支払いを承認しませんでした。');
    expect(screen.getByRole('button', { name: 'もう一度支払う' })).toBeInTheDocument();
  });
});
