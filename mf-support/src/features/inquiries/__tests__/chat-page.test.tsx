// The chat panel: with no agent online a message becomes an inquiry with the page it was sent
// from and the conversation says when the answer comes; with an agent online the messages go both
// ways (the panel polls; the test injects a short interval).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness } from '../../../__tests__/support/setup';
import { ChatPage } from '../components/chat-page';

let api: FakeApi;
let h: ReturnType<typeof harness>;

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('GET', '/v1/inquiries/reply-time', ok({ open: true, dueDate: '2099-03-09 12:00:00' }));
  api.on('GET', '/v1/inquiries/status/WAIT', ok({ inquiries: [], count: { completeCnt: 0, totalCnt: 0, waitCnt: 0 }, total: 0, page: 1, size: 10 }));
  api.on('GET', '/v1/chat/status', ok({ agentOnline: false, pollMs: 3000 }));
  api.on('GET', '/v1/chat/thread', ok({ agentOnline: false, thread: null, messages: [] }));
  api.on('POST', '/v1/chat/messages', ok({ mode: 'INQUIRY', inquiry: { idx: 7, dueDate: '2099-03-09 12:00:00', pageUrl: '/products/3' } }));
});
afterEach(() => {
  api.restore();
  h.done();
});

test('a message becomes an inquiry with the page it came from', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/inquiries/chat?from=/products/3']}>
      <ChatPage />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Chat' })).toBeInTheDocument();
  expect(await screen.findByRole('log')).toHaveTextContent('we will answer by Mar 9, 2099 12:00');
  // The page is named in words, never shown as its path.
  expect(screen.getByText('The page you were on (stay details) is sent with it.')).toBeInTheDocument();
  expect(screen.queryByText(/\/products\/3/)).toBeNull();
  await user.type(screen.getByLabelText('Message'), 'h{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter at least two characters.');
  await user.type(screen.getByLabelText('Message'), 'i, is parking free?{Enter}');
  expect(await screen.findByText(/Your message is now a 1:1 inquiry/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the inquiry' })).toHaveAttribute('href', '/inquiries/7');
  expect(screen.getByText('No agent is online right now. Your message becomes a 1:1 inquiry.')).toBeInTheDocument();
  expect(api.callsTo('/v1/chat/messages', 'POST')[0]?.body).toEqual({ message: 'hi, is parking free?', pageUrl: '/products/3' });
});

test('with an agent online the member chats and the answer arrives in the log', async () => {
  const user = userEvent.setup();
  const member = { idx: 11, sender: 'MEMBER', body: 'Can I check in early?', sentAt: '2099-03-09 10:00:00' };
  const staff = { idx: 12, sender: 'STAFF', body: 'Yes, from 1 pm.', sentAt: '2099-03-09 10:01:00' };
  let answered = false;
  api.on('GET', '/v1/chat/status', ok({ agentOnline: true, pollMs: 3000 }));
  api.on('GET', '/v1/chat/thread', () => ok({ agentOnline: true, thread: answered ? { idx: 3, status: 'OPEN' } : null, messages: answered ? [member, staff] : [] }));
  api.on('POST', '/v1/chat/messages', () => {
    answered = true;
    return ok({ mode: 'CHAT', thread: { idx: 3, status: 'OPEN' }, message: member });
  });
  render(
    <MemoryRouter initialEntries={['/inquiries/chat?from=/products/3']}>
      <ChatPage pollMs={30} />
    </MemoryRouter>,
  );
  expect(await screen.findByText('An agent is online. Your messages go straight to them.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Message'), 'Can I check in early?{Enter}');
  const log = screen.getByRole('log');
  expect(await within(log).findByText('Yes, from 1 pm.')).toBeInTheDocument();
  expect(within(log).getAllByText('Can I check in early?')).toHaveLength(1);
  expect(log).toHaveAttribute('aria-live', 'polite');
});
