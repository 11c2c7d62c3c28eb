// The partial cancel page shows the server's figures for one room, says the coupon stays with the
// booking, and confirms exactly that preview (kind + fingerprint).
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { PartCancelPage } from '../components/part-cancel-page';

const ORDER = 'AS990310TWO';
const preview = {
  orderNum: ORDER,
  request: { kind: 'ROOM' },
  allowed: true,
  refusal: null,
  rule: { kind: 'FREE_UNTIL', cancelDate: '2099-03-07' },
  cancelled: { rooms: 1, nights: 2, from: '2099-03-10', to: '2099-03-12' },
  remaining: { rooms: 1, nights: 2, checkOutDate: '2099-03-12' },
  share: { cancelled: 2, of: 4 },
  paid: [
    { route: 'PAYMENT', method: 'card', amount: 300_000 },
    { route: 'COUPON', method: null, amount: 5_000 },
  ],
  paidTotal: 305_000,
  fee: { amount: 0, rule: 'FREE_UNTIL', date: '2099-03-07' },
  coupon: { returned: false, reason: 'PARTIAL_KEEPS', amount: 5_000, useExpireDate: '2099-12-31' },
  refunds: [{ route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2099-01-06' }],
  refundTotal: 150_000,
  today: '2099-01-01',
  fingerprint: 'c'.repeat(32),
};

let api: FakeApi;
let offNav: () => void;
let offAlert: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  offAlert = bus.on('ui:alert', (r) => r.resolve(true));
  api = installFakeApi();
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok({ orderProductIdx: 55 }));
});
afterEach(() => {
  api.restore();
  offNav();
  offAlert();
});

test('one room: every figure, the coupon kept, and the confirm of exactly that preview', async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/books/part-cancel/55/preview', ok({ preview, options: { room: true, maxNights: 1 } }));
  api.on('PUT', '/v1/books/part-cancel/55', ok({ orderNum: ORDER, payStatus: 'partialCanceled', cancelAmount: 150_000, preview }));
  render(
    <MemoryRouter initialEntries={[`/mypage/books/${ORDER}/part-cancel?kind=ROOM`]}>
      <PartCancelPage orderNum={ORDER} />
    </MemoryRouter>,
  );
  expect(await screen.findByTestId('refund-total')).toHaveTextContent('KRW 150,000');
  expect(screen.getByTestId('part-remaining')).toHaveTextContent('1 room(s) · 2 night(s)');
  expect(screen.getByTestId('coupon-outcome')).toHaveTextContent('comes back only when the whole booking is cancelled');
  const confirm = screen.getByRole('button', { name: 'Confirm partial cancellation' });
  expect(confirm).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: /I have checked the refund above/ }));
  await user.click(confirm);
  expect(await screen.findByText('The partial cancellation is complete.')).toBeInTheDocument();
  expect(api.callsTo('/v1/books/part-cancel/55', 'PUT').map((c) => c.body)).toEqual([{ kind: 'ROOM', fingerprint: 'c'.repeat(32) }]);
});
