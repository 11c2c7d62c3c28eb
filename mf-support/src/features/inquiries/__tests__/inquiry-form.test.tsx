// The inquiry form: a booking from my page comes pre-selected and spelled out (stay, dates, order
// number), a number that is not the member's is left unselected with a note (never an error page),
// SPEC §5 'required' and the lengths are checked before sending, a refused or failed send keeps
// every character, and a sent inquiry opens its page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { failWith, installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { harness } from '../../../__tests__/support/setup';
import { InquiryFormPage } from '../components/inquiry-form-page';

let api: FakeApi;
let h: ReturnType<typeof harness>;

const TYPES = { commonCodes: [{ code: 'RESERVATION', name: 'Booking' }, { code: 'ETC', name: 'Other' }] };
const ORDER = { orderNum: 'ASDEMO2U', productName: 'Seoul Grand Hotel', checkinDate: '2099-03-10', checkoutDate: '2099-03-12' };

beforeEach(() => {
  h = harness('en');
  api = installFakeApi();
  api.on('GET', '/v1/commoncode/105', ok(TYPES));
  api.on('GET', '/v1/inquiries/orders', ok({ orders: [] }));
  api.on('GET', '/v1/inquiries/reply-time', ok({ open: false, dueDate: '2099-03-09 12:00:00' }));
  api.on('GET', '/v1/inquiries/RESERVATION', ok({ inquiry: { type: 'RESERVATION', ...ORDER } }));
});
afterEach(() => {
  api.restore();
  h.done();
});

const page = (url = '/inquiries/new?type=RESERVATION&orderNum=ASDEMO2U') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <InquiryFormPage />
    </MemoryRouter>,
  );

test('a booking from my page is pre-selected and the reply time is shown before sending', async () => {
  page();
  expect(await screen.findByLabelText('Booking (optional)')).toHaveValue('ASDEMO2U');
  expect(screen.getByLabelText('Type')).toHaveValue('RESERVATION');
  expect(screen.getByText(/Sent now, you will have an answer by/)).toHaveTextContent('Mar 9, 2099 12:00');
  expect(api.callsTo('/v1/inquiries/RESERVATION')[0]?.url).toContain('orderNum=ASDEMO2U');
});

test('required fields and lengths are checked first; nothing is sent', async () => {
  const user = userEvent.setup();
  page('/inquiries/new');
  await user.click(await screen.findByRole('button', { name: 'Send' }));
  // The form validates asynchronously: its messages appear a moment after the press.
  expect(await screen.findByText('Please check what you entered.')).toBeInTheDocument();
  expect(screen.getByLabelText('Type')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getAllByText('Required.')).toHaveLength(3);
  await user.type(screen.getByLabelText('Message'), 'short');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Message: 10 to 2,000 characters.')).toBeInTheDocument();
  expect(api.callsTo('/v1/inquiries', 'POST')).toHaveLength(0);
});

test('a refused send shows the server message on its field and keeps the text; then it is sent', async () => {
  const user = userEvent.setup();
  let attempt = 0;
  api.on('POST', '/v1/inquiries', () => {
    attempt += 1;
    if (attempt === 1) return { status: 400, body: { result: 'FAIL', data: { code: 'ORDER_NOT_FOUND', message: 'This booking number is not one of your bookings.', field: 'orderNum' } } };
    if (attempt === 2) return failWith(500, 'SERVER_ERROR', 'boom');
    return ok({ inquiry: { idx: 41, type: 'RESERVATION', typeName: 'Booking', title: 'Early check-in', contents: 'Can we check in at noon?', regDate: '2099-03-01 10:00:00', complete: false, status: 'WAIT', dueDate: '2099-03-01 11:30:00', overdue: false, commentContents: null, commentRegDate: null, orderNum: 'ASDEMO2U', productName: 'Seoul Grand Hotel', checkinDate: '2099-03-10', checkoutDate: '2099-03-12' } });
  });
  page();
  await user.type(await screen.findByLabelText('Title'), 'Early check-in');
  await user.type(screen.getByLabelText('Message'), 'Can we check in at noon?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('This booking number is not one of your bookings.')).toBeInTheDocument();
  expect(screen.getByLabelText('Booking (optional)')).toHaveAttribute('aria-invalid', 'true');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(/Your inquiry was not sent\. Your text is still here/)).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveValue('Early check-in');
  expect(screen.getByLabelText('Message')).toHaveValue('Can we check in at noon?');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(h.nav.push).toHaveBeenCalledWith('/inquiries/41', {}));
  expect(api.callsTo('/v1/inquiries', 'POST')[2]?.body).toEqual({ type: 'RESERVATION', title: 'Early check-in', content: 'Can we check in at noon?', orderNum: 'ASDEMO2U', inquiryType: 'BOOKING', pageUrl: '/inquiries/new' });
});

const OLDER = { orderNum: 'ASDEMO1P', productName: 'Busan Ocean Resort', checkinDate: '2099-01-05', checkoutDate: '2099-01-06' };

test("my page's link opens the form with its booking chosen and spelled out; the member can change it", async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/inquiries/orders', ok({ orders: [ORDER, OLDER] }));
  page('/inquiries/new?orderNum=ASDEMO2U');
  const picker = await screen.findByRole('combobox', { name: 'Booking (optional)' });
  expect(picker).toHaveValue('ASDEMO2U');
  // The chosen booking is shown and read with the picker by a screen reader.
  const chosen = 'Selected booking: Seoul Grand Hotel · Mar 10, 2099 – Mar 12, 2099 · Booking no. ASDEMO2U';
  expect(screen.getByTestId('booking-chosen')).toHaveTextContent(chosen);
  expect(picker).toHaveAccessibleDescription(expect.stringContaining(chosen));
  // A question about a booking is a booking question unless the link said otherwise.
  expect(screen.getByLabelText('Type')).toHaveValue('RESERVATION');
  expect(screen.queryByTestId('booking-unknown')).not.toBeInTheDocument();
  // Listed already: no second look-up.
  expect(api.callsTo('/v1/inquiries/RESERVATION')).toHaveLength(0);
  expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Not about a booking',
    'Seoul Grand Hotel · Mar 10, 2099 – Mar 12, 2099 · Booking no. ASDEMO2U',
    'Busan Ocean Resort · Jan 5, 2099 – Jan 6, 2099 · Booking no. ASDEMO1P',
  ]);

  await user.selectOptions(picker, 'ASDEMO1P');
  expect(screen.getByTestId('booking-chosen')).toHaveTextContent('Selected booking: Busan Ocean Resort · Jan 5, 2099 – Jan 6, 2099 · Booking no. ASDEMO1P');
  await user.selectOptions(picker, '');
  expect(screen.getByTestId('booking-chosen')).toHaveTextContent('No booking selected');
});

test('a number that is not among the member\'s bookings is left unselected with a note, not an error page', async () => {
  api.on('GET', '/v1/inquiries/orders', ok({ orders: [ORDER] }));
  api.on('GET', '/v1/inquiries/RESERVATION', () => ({ status: 400, body: { result: 'FAIL', data: { code: 'ORDER_NOT_FOUND', message: 'This booking number is not one of your bookings.' } } }));
  page('/inquiries/new?orderNum=AS404NOPE');
  const note = await screen.findByTestId('booking-unknown');
  expect(note).toHaveTextContent('Booking no. AS404NOPE is not among your bookings, so no booking is selected.');
  const picker = screen.getByRole('combobox', { name: 'Booking (optional)' });
  expect(picker).toHaveValue('');
  expect(picker).toHaveAccessibleDescription(expect.stringContaining('AS404NOPE is not among your bookings'));
  expect(screen.getByTestId('booking-chosen')).toHaveTextContent('No booking selected');
  // The form is there to be filled in, the member's own booking still offered.
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  expect(within(picker).getByRole('option', { name: /ASDEMO2U/ })).toBeInTheDocument();
  expect(api.callsTo('/v1/inquiries/RESERVATION')[0]?.url).toContain('orderNum=AS404NOPE');
});

test('a number no order can have is not even looked up', async () => {
  page('/inquiries/new?orderNum=%3Cb%3Ehi%3C%2Fb%3E');
  expect(await screen.findByTestId('booking-unknown')).toHaveTextContent('Booking no. <b>hi</b> is not among your bookings');
  expect(screen.getByLabelText('Booking (optional)')).toHaveValue('');
  expect(screen.getByLabelText('Type')).toHaveValue('');
  expect(api.callsTo('/v1/inquiries/RESERVATION')).toHaveLength(0);
});
