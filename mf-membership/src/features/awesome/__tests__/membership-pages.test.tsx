// The subscribe and management pages against a fake API: the exact terms before paying, the pay
// button only after consent, the gateway return settled once (strict mode), Silver greyed out with
// its reason, and cancel stated plainly with two equal answers.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { initI18n, registerNavigator, sessionStore, type Navigator } from '@stay/shared';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { gatewayRedirect } from '@stay/shared/kit/gateway-redirect';
import { ManagementPage } from '../components/management-page';
import { SubscribePage } from '../components/subscribe-page';

let api: FakeApi;
let offNav: () => void;
let assign: jest.SpyInstance;

const plan = (over: Record<string, unknown>) => ({
  grade: 'Silver', price: 1900, originalPrice: 2800, monthlyPrice: 1900, nextChargeAt: '2026-12-23T06:00:00.000Z', nextChargeAmount: 1900, refundableUntil: null, eligible: true, reason: null, ...over,
});
const offer = (silver: Record<string, unknown> = {}) =>
  ok({
    plans: [
      plan({ plan: 'GOLD', grade: 'Gold', price: 19000, originalPrice: 22800, monthlyPrice: 1583, nextChargeAt: '2027-11-23T06:00:00.000Z', nextChargeAmount: 19000, refundableUntil: '2026-11-30T15:00:00.000Z' }),
      plan({ plan: 'SILVER', ...silver }),
    ],
    current: null,
  });
const membership = (over: Record<string, unknown> = {}) => ({
  plan: 'SILVER', grade: 'Silver', status: 'ACTIVE', benefits: true, startedAt: '2026-11-23T06:00:00.000Z', currentPeriodEnd: '2026-12-23T06:00:00.000Z',
  nextChargeAt: '2026-12-23T06:00:00.000Z', nextChargeAmount: 1900, graceUntil: null, lastFailCode: null, cardMasked: '4330-****-****-1111', paidThisPeriod: 1900,
  value: { periodStart: '2026-11-23T06:00:00.000Z', fee: 1900, bookings: 2, discounts: 24000, cashback: 300 },
  refund: { available: false, amount: 0, until: null, reason: 'SILVER_NO_WITHDRAWAL' }, upgrade: { amount: 19000, silverRefund: 0, nextChargeAt: '2027-11-23T06:00:00.000Z' }, ...over,
});

beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  assign = jest.spyOn(gatewayRedirect, 'assign').mockImplementation(() => undefined);
  api = installFakeApi();
  sessionStore.getState().setUser({ name: 'Min', email: 'm@example.com', grade: 'Bronze', type: 'N', corpName: null, phone: '01000000000' });
});
afterEach(() => {
  api.restore();
  offNav();
  assign.mockRestore();
  sessionStore.getState().reset();
});

test('states the exact charge, renewal and refund rule before paying; pays only after consent', async () => {
  api.on('GET', '/membership/offer', offer());
  api.on('POST', '/membership/checkout', ok({ checkoutId: 'MC0123456789ABCDEF01', registrationUrl: '/api/service/payment/sandbox/billing/register?x=1', amount: 19000 }));
  render(<SubscribePage search="" />);
  const gold = await screen.findByRole('radio', { name: /Gold/ });
  expect(gold).not.toBeChecked();
  expect(screen.queryByTestId('subscribe-terms')).toBeNull();
  await userEvent.click(gold);
  const terms = screen.getByTestId('subscribe-terms');
  expect(terms).toHaveTextContent('Charged today: KRW 19,000');
  expect(terms).toHaveTextContent('On Nov 23, 2027 you will be charged KRW 19,000 automatically, and again every year');
  expect(terms).toHaveTextContent('refunded in full within 7 days of joining (through Nov 30, 2026)');
  const pay = screen.getByRole('button', { name: 'Register a card and pay KRW 19,000' });
  expect(pay).toBeDisabled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the above and agree to recurring payments.' }));
  await userEvent.click(pay);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/service/payment/sandbox/billing/register?x=1'));
  expect(api.callsTo('/membership/checkout')[0]?.body).toEqual({ kind: 'SUBSCRIBE', plan: 'GOLD', site: 'en' });
});

test("with Toss, the card is registered through Toss's billing authorisation; a closed window keeps the plan and consent", async () => {
  const requestBillingAuth = jest.fn().mockRejectedValueOnce(Object.assign(new Error('closed'), { code: 'USER_CANCEL' })).mockReturnValue(new Promise(() => undefined));
  const payment = jest.fn(() => ({ requestBillingAuth }));
  (window as Window & { TossPayments?: unknown }).TossPayments = jest.fn(() => ({ payment }));
  api.on('GET', '/membership/offer', offer());
  api.on('POST', '/membership/checkout', ok({ checkoutId: 'MC0123456789ABCDEF03', customerKey: 'stay-member-1', clientKey: 'test_ck', sdkUrl: 'https://toss.test/v2/standard?mb', amount: 1900, successUrl: 'http://localhost/en/membership/awesome/subscribe?checkout=MC0123456789ABCDEF03', failUrl: 'http://localhost/en/membership/awesome/subscribe?checkout=MC0123456789ABCDEF03&failed=1' }));
  render(<SubscribePage search="" />);
  await userEvent.click(await screen.findByRole('radio', { name: /Silver/ }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I have read the above and agree to recurring payments.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Register a card and pay KRW 1,900' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You closed the payment window, so nothing was charged. You can pay again.');
  expect(payment).toHaveBeenCalledWith({ customerKey: 'stay-member-1' });
  expect(requestBillingAuth).toHaveBeenCalledWith({
    method: 'CARD', successUrl: 'http://localhost/en/membership/awesome/subscribe?checkout=MC0123456789ABCDEF03', failUrl: 'http://localhost/en/membership/awesome/subscribe?checkout=MC0123456789ABCDEF03&failed=1', customerEmail: 'm@example.com', customerName: 'Min',
  });
  expect(screen.getByRole('radio', { name: /Silver/ })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Register a card and pay KRW 1,900' }));
  await waitFor(() => expect(requestBillingAuth).toHaveBeenCalledTimes(2));
  expect(assign).not.toHaveBeenCalled();
  delete (window as Window & { TossPayments?: unknown }).TossPayments;
});

test("Toss's fail return says the card company's reason, or a cancel when the window was closed", async () => {
  api.on('GET', '/membership/offer', offer());
  const { unmount } = render(<SubscribePage search={`?checkout=MC1&code=REJECT_CARD_COMPANY&message=${encodeURIComponent('한도 초과')}`} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('The card was not registered. The card company said: 한도 초과 Nothing was charged; you can try another card.');
  unmount();
  render(<SubscribePage search="?checkout=MC1&code=PAY_PROCESS_CANCELED&message=x" />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Card registration was cancelled. Nothing was charged.');
});

test('Silver is greyed out with its reason when it was used before', async () => {
  api.on('GET', '/membership/offer', offer({ eligible: false, reason: 'SILVER_ONCE' }));
  render(<SubscribePage search="" />);
  const silver = await screen.findByRole('radio', { name: /Silver/ });
  expect(silver).toBeDisabled();
  expect(screen.getByTestId('plan-SILVER')).toHaveTextContent('Silver can be joined once per person');
});

test('the gateway return is completed once under strict mode and the grade follows', async () => {
  api.on('GET', '/membership/offer', offer());
  api.on('POST', '/membership/checkout/complete', ok({ membership: membership(), devTools: false }));
  render(
    <StrictMode>
      <SubscribePage search="?checkout=MC0123456789ABCDEF02&authKey=auth_abcd&customerKey=stay-member-1" />
    </StrictMode>,
  );
  expect(await screen.findByRole('heading', { name: 'Welcome to Silver' })).toHaveFocus();
  expect(api.callsTo('/membership/checkout/complete')).toHaveLength(1);
  expect(sessionStore.getState().user?.grade).toBe('Silver');
});

test('cancel states the outcome on the same screen with two equal answers', async () => {
  api.on('GET', '/membership/status', ok({ membership: membership(), devTools: false }));
  api.on('POST', '/membership/cancel', ok({ membership: membership({ status: 'CANCEL_REQUESTED', nextChargeAt: null, nextChargeAmount: null }), devTools: false }));
  render(<ManagementPage search="" />);
  expect(await screen.findByTestId('next-charge')).toHaveTextContent('KRW 1,900 on Dec 23, 2026');
  expect(screen.getByTestId('value-ledger')).toHaveTextContent('Membership fee paidKRW 1,900Member discounts (2 bookings)KRW 24,000CashbackKRW 300');
  expect(screen.getByText('If you cancel, you keep the benefits until Dec 23, 2026 and are not charged again.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
  const confirm = screen.getByRole('button', { name: 'Confirm cancellation' });
  const keep = screen.getByRole('button', { name: 'Keep membership' });
  expect(confirm.className).toBe(keep.className);
  await userEvent.click(confirm);
  expect(await screen.findByTestId('manage-state')).toHaveTextContent('Ends at period end');
  expect(screen.getByRole('button', { name: 'Undo cancellation' })).toBeInTheDocument();
  expect(api.callsTo('/membership/cancel')).toHaveLength(1);
});
