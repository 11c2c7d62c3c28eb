// Registering a coupon code: the shape is checked before any call, the server's SPEC §8 refusal is
// shown as sent, and the coupons a code gives arrive in the usable tab, marked new.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { CouponsPage } from '../components/coupons-page';

const coupon = (idx: number, name: string) => ({
  couponUserIdx: idx, couponName: name, title: '', discountType: 'AMOUNT', discount: 15_000, maxDiscount: null, minPrice: 100_000,
  useExpireDate: '2099-12-31', state: 'unused', userUseDate: null, availableExpedia: true, avail: true,
});

let api: FakeApi;
let offNav: () => void;
let offAlert: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  offAlert = bus.on('ui:alert', (r) => r.resolve(true));
  api = installFakeApi();
  api.on('GET', '/v1/coupons/user', ok({ coupons: [coupon(1, 'Thank-you coupon')] }));
});
afterEach(() => {
  api.restore();
  offNav();
  offAlert();
});

test('a wrong shape is refused before any call; a company code must be upper-case letters and digits', async () => {
  const user = userEvent.setup();
  render(<CouponsPage />);
  const form = await screen.findByTestId('coupon-code-form');
  await user.click(within(form).getByRole('button', { name: 'Register' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter a code.');
  await user.click(within(form).getByRole('radio', { name: 'Company code' }));
  await user.type(within(form).getByLabelText('Enter the company code'), 'ab-1');
  await user.click(within(form).getByRole('button', { name: 'Register' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter upper-case letters and digits.');
  expect(api.callsTo('/v1/coupons/corporation', 'POST')).toHaveLength(0);
});

test("the server's refusal is shown as sent and nothing is added", async () => {
  const user = userEvent.setup();
  api.on('POST', '/v1/coupons/pack', failWith(400, 'CODE_INVALID', 'The coupon could not be issued. Check the code and try again.'));
  render(<CouponsPage />);
  const form = await screen.findByTestId('coupon-code-form');
  await user.type(within(form).getByLabelText('Enter the coupon pack code'), 'nope-pack');
  await user.click(within(form).getByRole('button', { name: 'Register' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('The coupon could not be issued. Check the code and try again.');
  expect(screen.getAllByTestId('coupon-row')).toHaveLength(1);
});

test('the coupons a code gives appear in the usable tab, marked new', async () => {
  const user = userEvent.setup();
  api.on('POST', '/v1/coupons/live', ok({ coupons: [coupon(7, 'Live special')] }));
  render(<CouponsPage />);
  const form = await screen.findByTestId('coupon-code-form');
  await user.click(screen.getByRole('tab', { name: /^Expired/ }));
  await user.click(within(form).getByRole('radio', { name: 'Live broadcast number' }));
  await user.type(within(form).getByLabelText('Enter the live broadcast number'), '7001');
  await user.click(within(form).getByRole('button', { name: 'Register' }));
  expect(await within(form).findByRole('status')).toHaveTextContent('You got 1 coupon: Live special');
  expect(screen.getByRole('tab', { name: /^Usable/ })).toHaveAttribute('aria-selected', 'true');
  const rows = screen.getAllByTestId('coupon-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('New');
  expect(rows[0]).toHaveTextContent('Live special');
  expect(api.callsTo('/v1/coupons/live', 'POST').map((c) => c.body)).toEqual([{ gripIdx: 7001 }]);
});
