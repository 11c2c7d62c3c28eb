// The chat: no agent online, so a message becomes an inquiry (type ETC, channel CHAT) with the
// page it was sent from, and the conversation says when the answer comes.
import { render, screen } from '@testing-library/react';
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
  api.on('POST', '/v1/inquiries', (call) => ok({ inquiry: { idx: 7, type: 'ETC', typeName: 'Other', title: 'Is parking free?', contents: (call.body as { content: string }).content, regDate: '2099-03-09 10:00:00', complete: false, status: 'WAIT', dueDate: '2099-03-09 12:00:00', overdue: false, commentContents: null, commentRegDate: null, orderNum: null, productName: null, checkinDate: null, checkoutDate: null } }));
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
  expect(await screen.findByRole('log')).toHaveTextContent('we will answer by Mon, 9 Mar 2099, 12:00');
  await user.type(screen.getByLabelText('Message'), 'h{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Enter at least two characters.');
  await user.type(screen.getByLabelText('Message'), 'i, is parking free?{Enter}');
  expect(await screen.findByText(/Your message is now a 1:1 inquiry/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the inquiry' })).toHaveAttribute('href', '/inquiries/7');
  expect(api.callsTo('/v1/inquiries', 'POST')[0]?.body).toEqual({ type: 'ETC', title: 'hi, is parking free?', content: 'hi, is parking free?', orderNum: null, inquiryType: 'CHAT', pageUrl: '/products/3' });
});
