// The staff pages show what the member's roles may do: the agent works the inquiry queue and sees
// no price link; the pricing admin is offered the membership prices and never sees the queue.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness } from '../../../__tests__/support/setup';
import { StaffPage } from '../components/staff-page';

let api: FakeApi;
let h: ReturnType<typeof harness>;

const entry = {
  idx: 5, typeName: 'Booking', title: 'Late check-in?', contents: 'Can I arrive at 23:00?', regDate: '2099-03-01 10:00:00', status: 'WAIT', dueDate: '2099-03-02 10:00:00',
  overdue: false, commentContents: null, commentRegDate: null, orderNum: null, productName: null, checkinDate: null, checkoutDate: null, pageUrl: null, memberName: 'Kim', memberEmail: 'kim@example.com',
};

const page = () =>
  render(
    <MemoryRouter initialEntries={['/inquiries/staff']}>
      <StaffPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('GET', '/v1/staff/inquiries', ok({ inquiries: [entry], count: { waitCnt: 1, overdueCnt: 0, completeCnt: 0, totalCnt: 1 }, total: 1, page: 1, size: 20 }));
});
afterEach(() => {
  api.restore();
  h.done();
});

test('the agent sees the queue and the agent pages, not the membership prices', async () => {
  api.on('GET', '/v1/staff/roles', ok({ roles: ['agent'] }));
  api.on('GET', '/v1/staff/me', ok({ staff: true }));
  page();
  expect(await screen.findByRole('heading', { level: 2, name: 'Late check-in?' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Live chat' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Answer inquiries' })).toHaveAttribute('aria-current', 'page');
  expect(screen.queryByRole('link', { name: 'Membership prices' })).not.toBeInTheDocument();
});

test('the pricing admin is offered the membership prices and never sees the inquiry queue', async () => {
  api.on('GET', '/v1/staff/roles', ok({ roles: ['pricing'] }));
  api.on('GET', '/v1/staff/me', ok({ staff: false }));
  page();
  expect(await screen.findByRole('link', { name: 'Membership prices' })).toHaveAttribute('href', expect.stringContaining('/membership/awesome/admin/price-changes'));
  expect(await screen.findByText('This page is for customer centre agents. Log in with an account that holds the agent role.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Answer inquiries' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Live chat' })).not.toBeInTheDocument();
  expect(screen.queryByText('Late check-in?')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Answer')).not.toBeInTheDocument();
  expect(api.callsTo('/v1/staff/inquiries')).toHaveLength(0);
});

test('a member without a staff role gets no staff links', async () => {
  api.on('GET', '/v1/staff/roles', ok({ roles: [] }));
  api.on('GET', '/v1/staff/me', ok({ staff: false }));
  page();
  expect(await screen.findByText(/This page is for customer centre agents/)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Staff pages' })).not.toBeInTheDocument();
});
