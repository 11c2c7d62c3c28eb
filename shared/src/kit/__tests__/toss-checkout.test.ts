// tossCheckout through Toss's real loader: a page with Toss's script already run (window.TossPayments,
// a stand-in here) opens the window with the server's request as is; a script that fails to load,
// or a window the buyer closes, rejects with a reason the page can say in ko/en/ja.
import { clearTossPayments } from '@tosspayments/tosspayments-sdk';
import { isTossCheckoutError, tossCheckout, tossFailureMessage, type TossCheckoutError } from '../toss-checkout';

type Win = Window & { TossPayments?: unknown };

const request = {
  method: 'CARD',
  amount: { currency: 'KRW', value: 180000 },
  orderId: 'AS2099ABC',
  orderName: '호텔 디럭스',
  successUrl: 'https://stay.example/payment/result?orderNum=AS2099ABC',
  failUrl: 'https://stay.example/payment/result?orderNum=AS2099ABC&failed=1',
  card: { flowMode: 'DEFAULT' },
};
const opening = { sdkUrl: 'https://toss.test/v2/standard', clientKey: 'test_ck_1', customerKey: 'cust-1' };

function standIn(requestPayment: jest.Mock, requestBillingAuth: jest.Mock = jest.fn()) {
  const payment = jest.fn(() => ({ requestPayment, requestBillingAuth, destroy: jest.fn() }));
  const TossPayments = jest.fn(() => ({ payment }));
  (window as Win).TossPayments = TossPayments;
  return { TossPayments, payment };
}

afterEach(() => {
  delete (window as Win).TossPayments;
  clearTossPayments();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

test('opens the payment window with the client key, the customer key and the request as the server wrote it', async () => {
  const requestPayment = jest.fn(() => Promise.resolve());
  const { TossPayments, payment } = standIn(requestPayment);
  await tossCheckout.requestPayment({ ...opening, request });
  expect(TossPayments).toHaveBeenCalledWith('test_ck_1');
  expect(payment).toHaveBeenCalledWith({ customerKey: 'cust-1' });
  expect(requestPayment).toHaveBeenCalledWith(request);
});

test('the membership card goes through the billing authorisation', async () => {
  const requestBillingAuth = jest.fn(() => Promise.resolve());
  standIn(jest.fn(), requestBillingAuth);
  await tossCheckout.requestBillingAuth({ ...opening, successUrl: 'https://stay.example/ok', failUrl: 'https://stay.example/no', customerName: '김민지' });
  expect(requestBillingAuth).toHaveBeenCalledWith({ method: 'CARD', successUrl: 'https://stay.example/ok', failUrl: 'https://stay.example/no', customerName: '김민지' });
});

test('a window the buyer closes is a cancel, said in their language', async () => {
  standIn(jest.fn(() => Promise.reject(Object.assign(new Error('사용자가 결제를 취소하였습니다'), { code: 'USER_CANCEL' }))));
  const error = (await tossCheckout.requestPayment({ ...opening, request }).catch((e: unknown) => e)) as TossCheckoutError;
  expect(isTossCheckoutError(error)).toBe(true);
  expect(error).toMatchObject({ reason: 'cancelled', code: 'USER_CANCEL' });
  expect(tossFailureMessage(error, 'en')).toMatch(/closed the payment window/);
  expect(tossFailureMessage(error, 'ja')).toMatch(/決済画面が閉じられた/);
});

test('any other refusal of the SDK is told apart from a cancel', async () => {
  standIn(jest.fn(() => Promise.reject(Object.assign(new Error('bad'), { code: 'INVALID_PARAMETERS' }))));
  const error = (await tossCheckout.requestPayment({ ...opening, request }).catch((e: unknown) => e)) as TossCheckoutError;
  expect(error).toMatchObject({ reason: 'refused', code: 'INVALID_PARAMETERS' });
  expect(tossFailureMessage(error, 'ko')).toMatch(/결제창을 열지 못했어요/);
});

test("Toss's script that fails to load is a load failure, and the next try loads it again", async () => {
  const sdkUrl = 'https://toss.test/v2/standard?down';
  const first = tossCheckout.requestPayment({ ...opening, sdkUrl, request }).catch((e: unknown) => e);
  // jsdom runs no external script: the browser's error event, by hand.
  await new Promise((r) => setTimeout(r, 0));
  const script = document.head.querySelector<HTMLScriptElement>(`script[src="${sdkUrl}"]`);
  expect(script).not.toBeNull();
  script!.dispatchEvent(new Event('error'));
  const error = (await first) as TossCheckoutError;
  expect(error).toMatchObject({ name: 'TossCheckoutError', reason: 'load' });
  expect(tossFailureMessage(error, 'en')).toMatch(/could not be loaded/);

  const requestPayment = jest.fn(() => Promise.resolve());
  standIn(requestPayment);
  await tossCheckout.requestPayment({ ...opening, sdkUrl, request });
  expect(requestPayment).toHaveBeenCalledTimes(1);
});
