// The operator page pages through the queue: it says how many wait, asks for the page in the
// address (?page=), and the pages are links a keyboard reaches with Tab and opens with Enter; an
// inquiry about a booking names it (stay, dates, order number).
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness } from '../../../__tests__/support/setup';
import { StaffPage } from '../components/staff-page';

let api: FakeApi;
let h: ReturnType<typeof harness>;

const entry = (idx: number) => ({
  idx,
  typeName: 'Other',
  title: `Question ${idx}`,
  contents: 'Is parking free?',
  regDate: '2099-03-09 10:00:00',
  status: 'WAIT',
  dueDate: '2099-03-09 11:30:00',
  overdue: idx === 1,
  commentContents: null,
  commentRegDate: null,
  orderNum: null,
  productName: null,
  checkinDate: null,
  checkoutDate: null,
  pageUrl: null,
  memberName: 'Kim',
  memberEmail: 'kim@example.com',
});

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('GET', '/v1/staff/me', ok({ staff: true }));
  api.on('GET', '/v1/staff/inquiries', (call) => {
    const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
    return ok({ inquiries: [entry(page * 100 + 1)], count: { waitCnt: 45, overdueCnt: 3, completeCnt: 2, totalCnt: 47 }, total: 45, page, size: 20 });
  });
});
afterEach(() => {
  api.restore();
  h.done();
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <StaffPage />
    </MemoryRouter>,
  );
const query = (i: number) => Object.fromEntries(new URL(api.callsTo('/v1/staff/inquiries', 'GET')[i]!.url, 'http://x').searchParams);

test('the queue says how many wait, and Enter on a page link moves to that page', async () => {
  const user = userEvent.setup();
  renderAt('/inquiries/staff');
  expect(await screen.findByRole('heading', { level: 2, name: 'Question 101' })).toBeInTheDocument();
  expect(screen.getByText('45 waiting · 3 overdue · Page 1 of 3')).toBeInTheDocument();
  expect(screen.getByText('Due Mar 9, 2099 11:30')).toBeInTheDocument();
  expect(query(0)).toEqual({ status: 'WAIT', page: '1', size: '20' });
  expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  const next = screen.getByRole('link', { name: 'Next page' });
  next.focus();
  await user.keyboard('{Enter}');
  expect(h.nav.push).toHaveBeenCalledWith('/inquiries/staff?page=2', {});
});

test('a later page is asked for by its number and marked as the current one', async () => {
  renderAt('/inquiries/staff?page=2');
  expect(await screen.findByRole('heading', { level: 2, name: 'Question 201' })).toBeInTheDocument();
  expect(screen.getByText('45 waiting · 3 overdue · Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', expect.stringContaining('/inquiries/staff'));
  expect(query(0)).toMatchObject({ page: '2' });
});

test('an inquiry about a booking shows staff which one: stay, dates and order number', async () => {
  const about = { ...entry(7), title: 'Parking', orderNum: 'ASDEMO2U', productName: 'Seoul Grand Hotel', checkinDate: '2099-03-10', checkoutDate: '2099-03-12' };
  api.on('GET', '/v1/staff/inquiries', ok({ inquiries: [about, entry(8)], count: { waitCnt: 2, overdueCnt: 0, completeCnt: 0, totalCnt: 2 }, total: 2, page: 1, size: 20 }));
  renderAt('/inquiries/staff');
  const item = (await screen.findByRole('heading', { level: 2, name: 'Parking' })).closest('li')!;
  expect(within(item).getByTestId('staff-booking')).toHaveTextContent('Booking: Seoul Grand Hotel · Mar 10, 2099 – Mar 12, 2099 · Booking no. ASDEMO2U');
  // A question about no booking says nothing about one.
  const other = screen.getByRole('heading', { level: 2, name: 'Question 8' }).closest('li')!;
  expect(within(other).queryByTestId('staff-booking')).not.toBeInTheDocument();
});
