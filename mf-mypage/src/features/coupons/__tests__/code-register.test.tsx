// Registering a coupon code from the one box: no kind to pick, an empty box is refused before any
// call, the server's SPEC §8 refusal is announced as sent with the focus kept in the box, the button
// shows the wait and sends once, and the coupons a code gives arrive in the usable tab, marked new,
// with the kind the server recognised.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, installFakeApi, ok, type Answer, type FakeApi } from '@stay/shared/testing/fake-api';
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

async function openForm() {
  render(<CouponsPage />);
  const form = await screen.findByTestId('coupon-code-form');
  return { form, box: within(form).getByRole('textbox', { name: 'Coupon code' }), register: within(form).getByRole('button', { name: 'Register' }) };
}

test('one labelled box for every kind of code; an empty one is refused before any call and keeps the focus', async () => {
  const user = userEvent.setup();
  const { form, box, register } = await openForm();
  expect(within(form).queryByRole('radio')).toBeNull();
  expect(box).toHaveAccessibleDescription(/WELCOME-PACK.*live broadcast number/);
  await user.type(box, ' - ');
  await user.click(register);
  expect(within(form).getByRole('alert')).toHaveTextContent('Enter a code.');
  expect(box).toHaveFocus();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('/v1/coupons/code', 'POST')).toHaveLength(0);
});

test("the server's refusal is announced as sent, the box keeps the focus and the text, and nothing is added", async () => {
  const user = userEvent.setup();
  api.on('POST', '/v1/coupons/code', failWith(409, 'CODE_USED', 'You already registered this code. A code registers once.'));
  const { form, box, register } = await openForm();
  await user.type(box, '7001');
  await user.click(register);
  expect(await within(form).findByRole('alert')).toHaveTextContent('You already registered this code. A code registers once.');
  expect(box).toHaveFocus();
  expect(box).toHaveValue('7001');
  expect(box).toHaveAccessibleDescription(/You already registered this code/);
  expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  expect(screen.getAllByTestId('coupon-row')).toHaveLength(1);
});

test('the button shows the wait and sends once; the coupons the code gave appear in the usable tab, marked new', async () => {
  const user = userEvent.setup();
  let answer: (a: Answer) => void = () => undefined;
  api.on('POST', '/v1/coupons/code', { pending: new Promise<Answer>((resolve) => (answer = resolve)) });
  const { form, box, register } = await openForm();
  await user.click(screen.getByRole('tab', { name: /^Expired/ }));
  await user.type(box, ' 7001 {Enter}');
  expect(register).toHaveTextContent('Registering…');
  expect(register).toHaveAttribute('aria-disabled', 'true');
  await user.click(register);
  expect(api.callsTo('/v1/coupons/code', 'POST').map((c) => c.body)).toEqual([{ code: '7001' }]);

  answer(ok({ kind: 'LIVE', coupons: [coupon(7, 'Live special')] }));
  expect(await within(form).findByText('Live broadcast code registered. You got 1 coupon: Live special')).toHaveAttribute('role', 'status');
  expect(register).toHaveTextContent('Register');
  expect(box).toHaveValue('');
  expect(within(form).queryByRole('alert')).toBeNull();
  expect(screen.getByRole('tab', { name: /^Usable/ })).toHaveAttribute('aria-selected', 'true');
  const rows = screen.getAllByTestId('coupon-row');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('New');
  expect(rows[0]).toHaveTextContent('Live special');
});

test('the box speaks Korean and Japanese too', async () => {
  initI18n('ko');
  const { unmount } = render(<CouponsPage />);
  const ko = await screen.findByTestId('coupon-code-form');
  expect(within(ko).getByRole('textbox', { name: '쿠폰 코드' })).toBeInTheDocument();
  expect(within(ko).getByRole('button', { name: '등록' })).toBeInTheDocument();
  unmount();
  initI18n('ja');
  render(<CouponsPage />);
  const ja = await screen.findByTestId('coupon-code-form');
  expect(within(ja).getByRole('textbox', { name: 'クーポンコード' })).toBeInTheDocument();
});
