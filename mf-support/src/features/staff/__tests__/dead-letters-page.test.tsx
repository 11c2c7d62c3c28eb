// The operator's undelivered messages: each with its masked destination, tries and last error; a
// given-up one is sent again with one click; anyone else is told the page is for operators.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness } from '../../../__tests__/support/setup';
import { DeadLettersPage } from '../components/dead-letters-page';

let api: FakeApi;
let h: ReturnType<typeof harness>;

const letter = (idx: number, status: 'DEAD' | 'RETRYING') => ({
  idx,
  type: 'BOOKING_CONFIRMED',
  channel: 'EMAIL',
  dest: 'mi*******@example.com',
  status,
  attempts: status === 'DEAD' ? 8 : 2,
  lastError: 'SMTP_451',
  nextAttemptAt: status === 'DEAD' ? null : '2099-03-09T01:00:00.000Z',
  createdAt: '2099-03-09T00:00:00.000Z',
});

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('GET', '/v1/staff/roles', ok({ roles: ['operator'] }));
});
afterEach(() => {
  api.restore();
  h.done();
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/inquiries/staff/messages']}>
      <DeadLettersPage />
    </MemoryRouter>,
  );

test('lists undelivered messages and sends a given-up one again', async () => {
  let listed = [letter(7, 'DEAD'), letter(8, 'RETRYING')];
  api.on('GET', '/v1/staff/messages', () => ok({ messages: listed }));
  api.on('POST', '/v1/staff/messages/7/resend', () => {
    listed = [letter(8, 'RETRYING')];
    return ok({ idx: 7, status: 'QUEUED' });
  });
  const user = userEvent.setup();
  renderPage();
  expect(await screen.findAllByRole('heading', { level: 2, name: 'BOOKING_CONFIRMED · mi*******@example.com' })).toHaveLength(2);
  expect(screen.getByText('Given up')).toBeInTheDocument();
  expect(screen.getByText('Retrying')).toBeInTheDocument();
  expect(screen.getAllByText('Last error: SMTP_451')).toHaveLength(2);
  // Only the given-up one offers to send again.
  const buttons = screen.getAllByRole('button', { name: 'Send again' });
  expect(buttons).toHaveLength(1);
  await user.click(buttons[0]!);
  expect(await screen.findByText('Queued to be sent again.')).toBeInTheDocument();
  expect(api.callsTo('/v1/staff/messages/7/resend', 'POST')).toHaveLength(1);
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Undelivered messages' })).toHaveAttribute('aria-current', 'page');
});

test('another member is told the page is for operators', async () => {
  api.on('GET', '/v1/staff/messages', failWith(403, 'OPERATOR_ONLY'));
  renderPage();
  expect(await screen.findByText('Only operators can see this page.')).toBeInTheDocument();
});

test('a message already sent again says so', async () => {
  api.on('GET', '/v1/staff/messages', ok({ messages: [letter(9, 'DEAD')] }));
  api.on('POST', '/v1/staff/messages/9/resend', failWith(409, 'MESSAGE_NOT_DEAD'));
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Send again' }));
  expect(await screen.findByText('Already sent again, or not given up on.')).toBeInTheDocument();
});
