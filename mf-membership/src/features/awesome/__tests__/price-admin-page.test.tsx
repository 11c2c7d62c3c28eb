// The staff price page against a fake API: an agent (no pricing role) is told the role is missing
// and gets no controls; the pricing admin sees the schedule with who set each change, schedules a
// price, and sees the server's refusal of one below the floor.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { PriceAdminPage } from '../components/price-admin-page';

let api: FakeApi;
let offNav: () => void;

const change = { idx: 4, plan: 'GOLD', newPrice: 21000, effectiveAt: '2027-01-01T15:00:00.000Z', createdAt: '2026-11-24T01:00:00.000Z', createdBy: { idx: 9, email: 'pricing@awesomestay.kr', name: '가격관리자' } };

beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as unknown as jest.Mocked<Navigator>);
  api = installFakeApi();
  api.on('GET', '/membership/admin/price-changes', ok({ items: [change] }));
});
afterEach(() => {
  api.restore();
  offNav();
});

test('an agent is told the pricing role is missing and gets no price controls', async () => {
  api.on('GET', '/v1/staff/roles', ok({ roles: ['agent'] }));
  render(<PriceAdminPage />);
  expect(await screen.findByTestId('price-admin-no-role')).toHaveTextContent('Setting membership prices needs the pricing role, which your account does not hold.');
  expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('New price (won)')).not.toBeInTheDocument();
  expect(screen.queryByTestId('price-schedule')).not.toBeInTheDocument();
  expect(api.callsTo('/membership/admin/price-changes')).toHaveLength(0);
});

test('the pricing admin sees who set each price, schedules one, and is shown a refusal below the floor', async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/staff/roles', ok({ roles: ['agent', 'pricing'] }));
  api.on('POST', '/membership/admin/price-changes', failWith(409, 'PRICE_BELOW_FLOOR', 'A price cannot go below 950 won for Silver or 9,500 won for Gold (half the standard price).'));
  render(<PriceAdminPage />);
  const schedule = await screen.findByTestId('price-schedule');
  expect(within(schedule).getByText(/Set by pricing@awesomestay\.kr/)).toBeInTheDocument();
  expect(screen.getByText('Not below half the standard price: Silver 950 won, Gold 9,500 won.')).toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('Plan'), 'GOLD');
  await user.type(screen.getByLabelText('New price (won)'), '100');
  await user.type(screen.getByLabelText('Starts on'), '2027-02-01');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(api.callsTo('/membership/admin/price-changes', 'POST')[0]?.body).toEqual({ plan: 'GOLD', price: 100, effectiveFrom: '2027-02-01' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A price cannot go below 950 won for Silver or 9,500 won for Gold');

  api.on('POST', '/membership/admin/price-changes', ok({ idx: 5, plan: 'GOLD', newPrice: 9500, effectiveAt: '2027-01-31T15:00:00.000Z' }));
  await user.clear(screen.getByLabelText('New price (won)'));
  await user.type(screen.getByLabelText('New price (won)'), '9500');
  await user.click(screen.getByRole('button', { name: 'Schedule' }));
  await waitFor(() => expect(api.callsTo('/membership/admin/price-changes', 'POST')).toHaveLength(2));
  expect(api.callsTo('/membership/admin/price-changes', 'POST')[1]?.body).toEqual({ plan: 'GOLD', price: 9500, effectiveFrom: '2027-02-01' });
  expect(await screen.findByText('The new price is scheduled.')).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('/membership/admin/price-changes', 'GET').length).toBeGreaterThanOrEqual(2));
  expect(await screen.findByTestId('price-schedule')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
