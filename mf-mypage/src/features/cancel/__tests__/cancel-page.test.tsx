// The cancel page shows the server's figures and confirms exactly that preview (its fingerprint);
// a booking that changed in between is never cancelled with a surprise amount: the new preview is
// shown with a notice and must be agreed to again.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { CancelPage } from '../components/cancel-page';

const ORDER = 'AS990310CNCL';
const PREVIEW_URL = `/v1/lmses/${ORDER}/cancel-preview`;
const CANCEL_URL = `/v1/lmses/${ORDER}/cancel`;

const preview = (over: Record<string, unknown> = {}) => ({
  orderNum: ORDER,
  allowed: true,
  refusal: null,
  rule: { kind: 'FREE_UNTIL', cancelDate: '2099-03-07' },
  paid: [
    { route: 'PAYMENT', method: 'card', amount: 150_000 },
    { route: 'AWESOME_CASH', method: null, amount: 3_000 },
    { route: 'COUPON', method: null, amount: 5_000 },
  ],
  paidTotal: 158_000,
  fee: { amount: 0, rule: 'FREE_UNTIL', date: '2099-03-07' },
  coupon: { returned: true, usable: true, reason: 'FREE_CANCEL', amount: 5_000, useExpireDate: '2099-12-31' },
  refunds: [
    { route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2099-01-06' },
    { route: 'AWESOME_CASH', method: null, amount: 3_000, timing: 'IMMEDIATE', by: null },
  ],
  refundTotal: 153_000,
  today: '2099-01-01',
  fingerprint: 'a'.repeat(32),
  ...over,
});

let api: FakeApi;
let offNav: () => void;
let offAlert: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  offAlert = bus.on('ui:alert', (r) => r.resolve(true));
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  offNav();
  offAlert();
});

test('shows every figure and confirms the previewed fingerprint', async () => {
  const user = userEvent.setup();
  api.on('GET', PREVIEW_URL, ok({ preview: preview() }));
  api.on('PUT', CANCEL_URL, ok({ orderNum: ORDER, orderProductStatus: 'cancel', cancelAmount: 150_000, couponReturned: true, preview: preview() }));
  render(<CancelPage orderNum={ORDER} />);
  expect(await screen.findByTestId('refund-total')).toHaveTextContent('KRW 153,000');
  expect(screen.getByTestId('paid-lines')).toHaveTextContent('Credit card');
  expect(screen.getByTestId('paid-lines')).toHaveTextContent('Awesome cash');
  expect(screen.getByTestId('fee-amount')).toHaveTextContent('KRW 0');
  expect(screen.getByTestId('coupon-outcome')).toHaveTextContent('Your KRW 5,000 coupon goes back to your coupons');
  const confirm = screen.getByRole('button', { name: 'Confirm cancellation' });
  expect(confirm).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /I have checked the refund above/ }));
  await user.click(confirm);
  expect(await screen.findByText('Your booking is cancelled.')).toBeInTheDocument();
  expect(screen.getByText('KRW 153,000 will be refunded in total.')).toBeInTheDocument();
  expect(api.callsTo(CANCEL_URL, 'PUT').map((c) => c.body)).toEqual([{ fingerprint: 'a'.repeat(32) }]);
});

test('a changed booking shows the new preview with a notice and asks again', async () => {
  const user = userEvent.setup();
  const changed = preview({ allowed: false, refusal: 'CANCEL_NOT_ALLOWED', rule: { kind: 'DEADLINE_PASSED', cancelDate: '2099-03-07' }, fee: { amount: 153_000, rule: 'DEADLINE_PASSED', date: '2099-03-07' }, refunds: [], refundTotal: 0, fingerprint: 'b'.repeat(32) });
  api.on('GET', PREVIEW_URL, ok({ preview: preview() }));
  api.on('PUT', CANCEL_URL, { status: 409, body: { result: 'FAIL', data: { code: 'PREVIEW_CHANGED', message: 'changed', preview: changed } } });
  render(<CancelPage orderNum={ORDER} />);
  await user.click(await screen.findByRole('checkbox', { name: /I have checked the refund above/ }));
  await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The cancellation terms changed since you looked.'));
  expect(screen.getByTestId('refusal')).toHaveTextContent('This booking cannot be cancelled (refunded).');
  expect(screen.getByTestId('fee-rule')).toHaveTextContent('Free cancellation ended on');
  expect(screen.queryByTestId('refund-total')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirm cancellation' })).not.toBeInTheDocument();
});
