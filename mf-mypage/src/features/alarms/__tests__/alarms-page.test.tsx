// My alarms: each alarm with its state; an unsent one is cancelled after a confirmation and leaves
// the list; a sent one has no cancel button.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { AlarmsPage } from '../components/alarms-page';

const alarm = (idx: number, title: string, notified: boolean) => ({
  alarmIdx: idx, eventType: 'EVENT', title, saleStartDate: '2099-05-01', saleEndDate: '2099-05-07',
  state: notified ? 'OPEN' : 'UPCOMING', notified, cancellable: !notified, eventUrl: `/events/${idx}`,
});

let api: FakeApi;
let offNav: () => void;
let offConfirm: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  offConfirm = bus.on('ui:confirm', (r) => r.resolve(true));
  api = installFakeApi();
  api.on('GET', '/v1/advance-notice', ok({ alarms: [alarm(4, 'Time deal', false), alarm(5, 'Spring sale', true)] }));
  api.on('DELETE', '/v1/advance-notice/4', ok({ alarm: { alarmIdx: 4, eventType: 'EVENT', cancelled: true } }));
});
afterEach(() => {
  api.restore();
  offNav();
  offConfirm();
});

test('an unsent alarm is cancelled and leaves the list; a sent one cannot be cancelled', async () => {
  const user = userEvent.setup();
  render(<AlarmsPage />);
  expect(await screen.findAllByTestId('alarm-row')).toHaveLength(2);
  expect(screen.getByRole('heading', { level: 1, name: 'My alarms' })).toBeInTheDocument();
  expect(screen.getByText('Opening soon')).toBeInTheDocument();
  expect(screen.getByText('We have told you.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel alarm: Spring sale' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel alarm: Time deal' }));
  expect(await screen.findByText('The alarm for "Time deal" is cancelled.')).toHaveAttribute('role', 'status');
  expect(screen.getAllByTestId('alarm-row')).toHaveLength(1);
  expect(api.callsTo('/v1/advance-notice/4', 'DELETE')).toHaveLength(1);
});
