// Withdrawal asks for the agreement and the password, explains upcoming bookings and the
// membership, sends the password to the server, and shows the server's refusal as sent.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import type { Profile } from '../api/user';
import { WithdrawForm } from '../components/withdraw-form';

const profile = { loginMethods: ['email'] } as unknown as Profile;
let api: FakeApi;
let nav: jest.Mocked<Navigator>;
let offNav: () => void;
let offAlert: () => void;
let offConfirm: () => void;
beforeEach(() => {
  initI18n('en');
  nav = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() };
  offNav = registerNavigator(nav);
  offAlert = bus.on('ui:alert', (r) => r.resolve(true));
  offConfirm = bus.on('ui:confirm', (r) => r.resolve(true));
  api = installFakeApi();
});
afterEach(() => {
  api.restore();
  offNav();
  offAlert();
  offConfirm();
});

test('explains what happens, then withdraws with the password', async () => {
  const user = userEvent.setup();
  api.on('POST', '/users/withdraw', ok({ withdrawn: true }));
  render(<WithdrawForm profile={profile} onClose={jest.fn()} />);
  expect(screen.getByText(/cannot withdraw while you have an upcoming booking/)).toBeInTheDocument();
  expect(screen.getByText(/active awesome membership ends at once/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please confirm that you have read the notice.');
  await user.click(screen.getByRole('checkbox', { name: 'I have read the above and want to withdraw.' }));
  await user.type(screen.getByLabelText('Confirm your password'), 'Stay1234!');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  await screen.findByRole('button', { name: 'Withdraw' });
  expect(api.callsTo('/users/withdraw', 'POST').map((c) => c.body)).toEqual([{ pwd: 'Stay1234!' }]);
  await new Promise((r) => setTimeout(r, 0));
  expect(nav.push).toHaveBeenCalledWith('/', expect.anything());
});

test('an active membership is named with its end date', () => {
  render(<WithdrawForm profile={{ ...profile, membership: { grade: 'Gold', currentPeriodEnd: '2099-05-01T00:00:00.000Z' } }} onClose={jest.fn()} />);
  expect(screen.getByTestId('withdraw-membership')).toHaveTextContent('Your Gold membership (until');
  expect(screen.getByTestId('withdraw-membership')).toHaveTextContent('2099');
});

test("an upcoming booking: the server's refusal is shown and the member stays", async () => {
  const user = userEvent.setup();
  api.on('POST', '/users/withdraw', failWith(409, 'BOOKINGS_UPCOMING', 'You have an upcoming booking, so you cannot withdraw yet.'));
  render(<WithdrawForm profile={profile} onClose={jest.fn()} />);
  await user.click(screen.getByRole('checkbox', { name: 'I have read the above and want to withdraw.' }));
  await user.type(screen.getByLabelText('Confirm your password'), 'Stay1234!');
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You have an upcoming booking, so you cannot withdraw yet.');
  expect(nav.push).not.toHaveBeenCalled();
});
