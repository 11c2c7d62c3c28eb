// The price-change consent screen against a fake API: the date, both prices and the card before
// any answer, two answers of equal weight, the answer kept as a receipt; the management page's
// banner leads there and its next charge says what happens.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { ManagementPage } from '../components/management-page';
import { PriceChangePage } from '../components/price-change-page';

let api: FakeApi;
let offNav: () => void;
let push: jest.Mock;

const ask = (over: Record<string, unknown> = {}) => ({
  priceChangeIdx: 3, kind: 'RISE', plan: 'SILVER', renewalAt: '2026-12-23T06:00:00.000Z', oldPrice: 1900, newPrice: 2900,
  asksFrom: '2026-11-23T06:00:00.000Z', asking: true, answer: null, cardMasked: '4330-****-****-1111', ...over,
});
const receipt = { idx: 8, priceChangeIdx: 3, plan: 'SILVER', answer: 'DECLINED', renewalAt: '2026-12-23T06:00:00.000Z', oldPrice: 1900, newPrice: 2900, cardMasked: '4330-****-****-1111', createdAt: '2026-11-24T01:00:00.000Z' };

beforeEach(() => {
  initI18n('en');
  push = jest.fn();
  offNav = registerNavigator({ push, back: jest.fn(), openWindow: jest.fn() } as unknown as jest.Mocked<Navigator>);
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  offNav();
});

test('asks with the date, both prices and the card; a refusal is kept as a receipt', async () => {
  const user = userEvent.setup();
  api.on('GET', '/membership/price-change', ok({ ask: ask(), receipts: [] }));
  api.on('POST', '/membership/price-change/answer', ok({ ask: ask({ answer: 'DECLINED' }), receipts: [receipt] }));
  render(<PriceChangePage />);
  const question = await screen.findByTestId('price-ask');
  expect(within(question).getByTestId('price-old')).toHaveTextContent('KRW 1,900');
  expect(within(question).getByTestId('price-new')).toHaveTextContent('KRW 2,900');
  expect(within(question).getByTestId('price-renewal')).toHaveTextContent('Dec 23, 2026');
  expect(question).toHaveTextContent('4330-****-****-1111');
  expect(question).toHaveTextContent('If you do not agree, or do not answer by Dec 23, 2026, your membership ends on Dec 23, 2026');
  expect(screen.getByText('You have not answered any price change.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Do not agree (ends on Dec 23, 2026)' }));
  await waitFor(() => expect(api.callsTo('/membership/price-change/answer', 'POST')[0]?.body).toEqual({ priceChangeIdx: 3, answer: 'DECLINE' }));
  expect(await screen.findByTestId('price-answer')).toHaveTextContent('You did not agree. Your membership ends on Dec 23, 2026 and will not be charged.');
  expect(screen.getByTestId('price-receipts')).toHaveTextContent('Did not agree');
  expect(screen.getByTestId('price-receipts')).toHaveTextContent('KRW 1,900 → KRW 2,900');
  // The answer given is not offered again; the other one still is.
  expect(screen.getByRole('button', { name: 'Do not agree (ends on Dec 23, 2026)' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Agree to the new price and continue' })).toBeEnabled();
});

test('before the window opens it says when the member will be asked, with nothing to press', async () => {
  api.on('GET', '/membership/price-change', ok({ ask: ask({ asking: false }), receipts: [] }));
  render(<PriceChangePage />);
  expect(await screen.findByText('A price change is scheduled. We will ask you from 30 days before your renewal (Nov 23, 2026).')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /agree/i })).not.toBeInTheDocument();
});

test('the management page leads to the consent screen and says no charge is planned without consent', async () => {
  const user = userEvent.setup();
  api.on(
    'GET',
    '/membership/status',
    ok({
      membership: {
        plan: 'SILVER', grade: 'Silver', status: 'ACTIVE', benefits: true, startedAt: '2026-11-23T06:00:00.000Z', currentPeriodEnd: '2026-12-23T06:00:00.000Z',
        nextChargeAt: null, nextChargeAmount: null, graceUntil: null, lastFailCode: null, cardMasked: '4330-****-****-1111', paidThisPeriod: 1900,
        value: { periodStart: '2026-11-23T06:00:00.000Z', fee: 1900, bookings: 0, discounts: 0, cashback: 0 },
        refund: { available: false, amount: 0, until: null, reason: 'SILVER_NO_WITHDRAWAL' }, upgrade: null, priceChange: ask({ answer: 'DECLINED' }),
      },
    }),
  );
  render(<ManagementPage search="" />);
  const banner = await screen.findByTestId('price-banner');
  expect(banner).toHaveTextContent('Your membership price changes to KRW 2,900 from the renewal on Dec 23, 2026.');
  expect(screen.getByTestId('next-charge')).toHaveTextContent('None (ends on Dec 23, 2026: new price not agreed)');
  await user.click(screen.getByRole('button', { name: 'See the price change and answer' }));
  expect(push).toHaveBeenCalled();
});
