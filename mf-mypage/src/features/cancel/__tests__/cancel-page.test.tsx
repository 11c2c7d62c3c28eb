// The one cancel page, for each scope: it shows the server's figures and confirms exactly that
// preview (its fingerprint, and for a part its kind and nights); a booking that changed in between
// is never cancelled with a surprise amount: the new preview is shown with a notice and must be
// agreed to again.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { CancelPage } from '../components/cancel-page';

const ORDER = 'AS990310CNCL';
const PREVIEW_URL = `/v1/lmses/${ORDER}/cancel-preview`;
const CANCEL_URL = `/v1/lmses/${ORDER}/cancel`;
const PART_PREVIEW_URL = '/v1/books/part-cancel/55/preview';
const PART_URL = '/v1/books/part-cancel/55';

const preview = (over: Record<string, unknown> = {}) => ({
  orderNum: ORDER,
  allowed: true,
  refusal: null,
  rule: { kind: 'FREE_UNTIL', cancelDate: '2099-03-07' },
  paid: [
    { route: 'PAYMENT', method: 'card', amount: 150_000 },
    { route: 'AWESOME_CASH', method: null, amount: 3_000 },
    { route: 'COUPON', method: null, amount: 5_000 },
  ],
  paidTotal: 158_000,
  fee: { amount: 0, rule: 'FREE_UNTIL', date: '2099-03-07' },
  coupon: { returned: true, usable: true, reason: 'FREE_CANCEL', amount: 5_000, useExpireDate: '2099-12-31' },
  refunds: [
    { route: 'PAYMENT', method: 'card', amount: 150_000, timing: 'BY_DATE', by: '2099-01-06' },
    { route: 'AWESOME_CASH', method: null, amount: 3_000, timing: 'IMMEDIATE', by: null },
  ],
  refundTotal: 153_000,
  today: '2099-01-01',
  fingerprint: 'a'.repeat(32),
  ...over,
});

/** A two-room, four-night booking's part preview: `nights` of the last nights, or one room. */
const partPreview = (kind: 'ROOM' | 'NIGHTS', nights = 1, over: Record<string, unknown> = {}) => {
  const share = kind === 'ROOM' ? 4 : 2 * nights;
  const refund = (300_000 * share) / 8;
  return {
    orderNum: ORDER,
    request: kind === 'ROOM' ? { kind } : { kind, nights },
    allowed: true,
    refusal: null,
    rule: { kind: 'FREE_UNTIL', cancelDate: '2099-03-07' },
    cancelled: kind === 'ROOM' ? { rooms: 1, nights: 4, from: '2099-03-10', to: '2099-03-14' } : { rooms: 2, nights, from: `2099-03-${14 - nights}`, to: '2099-03-14' },
    remaining: kind === 'ROOM' ? { rooms: 1, nights: 4, checkOutDate: '2099-03-14' } : { rooms: 2, nights: 4 - nights, checkOutDate: `2099-03-${14 - nights}` },
    share: { cancelled: share, of: 8 },
    paid: [
      { route: 'PAYMENT', method: 'card', amount: 300_000 },
      { route: 'COUPON', method: null, amount: 5_000 },
    ],
    paidTotal: 305_000,
    fee: { amount: 0, rule: 'FREE_UNTIL', date: '2099-03-07' },
    coupon: { returned: false, reason: 'PARTIAL_KEEPS', amount: 5_000, useExpireDate: '2099-12-31' },
    refunds: [{ route: 'PAYMENT', method: 'card', amount: refund, timing: 'BY_DATE', by: '2099-01-06' }],
    refundTotal: refund,
    today: '2099-01-01',
    fingerprint: `${kind === 'ROOM' ? 'r' : nights}`.repeat(32),
    ...over,
  };
};

const changed = (body: unknown) => ({ status: 409, body: { result: 'FAIL', data: { code: 'PREVIEW_CHANGED', message: 'changed', preview: body } } });

/** An in-app href (the locale prefix is the shell's). */
const endsWith = (path: string) => expect.stringMatching(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));

let api: FakeApi;
let offNav: () => void;
let offAlert: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  offAlert = bus.on('ui:alert', (r) => r.resolve(true));
  api = installFakeApi();
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok({ orderProductIdx: 55 }));
});
afterEach(() => {
  api.restore();
  offNav();
  offAlert();
});

const openPage = (search = '') =>
  render(
    <MemoryRouter initialEntries={[`/mypage/books/${ORDER}/cancel${search}`]}>
      <CancelPage orderNum={ORDER} />
    </MemoryRouter>,
  );

const agreeAndConfirm = async (user: ReturnType<typeof userEvent.setup>, button: string) => {
  await user.click(screen.getByRole('checkbox', { name: /I have checked the refund above/ }));
  await user.click(screen.getByRole('button', { name: button }));
};

describe('the whole booking (no scope)', () => {
  test('shows every figure and confirms the previewed fingerprint; the result takes the focus', async () => {
    const user = userEvent.setup();
    api.on('GET', PREVIEW_URL, ok({ preview: preview() }));
    api.on('PUT', CANCEL_URL, ok({ orderNum: ORDER, orderProductStatus: 'cancel', cancelAmount: 150_000, couponReturned: true, preview: preview(), refunds: [] }));
    openPage();
    expect(await screen.findByTestId('refund-total')).toHaveTextContent('KRW 153,000');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel booking' })).toBeInTheDocument();
    expect(screen.getByTestId('refund-lines')).toHaveTextContent(/Refunded by .* \(up to 3 business days\)/);
    expect(screen.getByTestId('paid-lines')).toHaveTextContent('Credit card');
    expect(screen.getByTestId('paid-lines')).toHaveTextContent('Awesome cash');
    expect(screen.getByTestId('fee-amount')).toHaveTextContent('KRW 0');
    expect(screen.getByTestId('fee-rule')).toHaveTextContent('No fee: free cancellation runs until');
    expect(screen.getByTestId('coupon-outcome')).toHaveTextContent('Your KRW 5,000 coupon goes back to your coupons');
    expect(screen.queryByLabelText('Nights to cancel (from the last night)')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
    await agreeAndConfirm(user, 'Confirm cancellation');
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Your booking is cancelled.');
    expect(result).toHaveTextContent('KRW 153,000 will be refunded in total.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to my bookings' })).toHaveAttribute('href', endsWith('/mypage/books?tab=cancel'));
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', endsWith(`/mypage/books/${ORDER}`));
    expect(api.callsTo(CANCEL_URL, 'PUT').map((c) => c.body)).toEqual([{ fingerprint: 'a'.repeat(32) }]);
    expect(api.callsTo(`/v1/books/num/${ORDER}/img-count/1`)).toHaveLength(0);
  });

  test('409 PREVIEW_CHANGED: the new preview is shown with a notice and must be agreed to again', async () => {
    const user = userEvent.setup();
    const next = preview({ refunds: [{ route: 'PAYMENT', method: 'card', amount: 140_000, timing: 'BY_DATE', by: '2099-01-06' }], refundTotal: 140_000, fingerprint: 'b'.repeat(32) });
    api.on('GET', PREVIEW_URL, ok({ preview: preview() }));
    let put = 0;
    api.on('PUT', CANCEL_URL, () => (++put === 1 ? changed(next) : ok({ orderNum: ORDER, orderProductStatus: 'cancel', cancelAmount: 140_000, couponReturned: true, preview: next })));
    openPage();
    await screen.findByTestId('refund-total');
    await agreeAndConfirm(user, 'Confirm cancellation');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The booking or its cancellation terms changed since you looked.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByTestId('refund-total')).toHaveTextContent('KRW 140,000');
    expect(screen.getByRole('checkbox', { name: /I have checked the refund above/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
    await agreeAndConfirm(user, 'Confirm cancellation');
    expect(await screen.findByText('KRW 140,000 will be refunded in total.')).toBeInTheDocument();
    expect(api.callsTo(CANCEL_URL, 'PUT').map((c) => c.body)).toEqual([{ fingerprint: 'a'.repeat(32) }, { fingerprint: 'b'.repeat(32) }]);
  });

  test('a booking that can no longer be cancelled shows why, the fee that refuses it, and nothing to confirm', async () => {
    const user = userEvent.setup();
    const refused = preview({ allowed: false, refusal: 'CANCEL_NOT_ALLOWED', rule: { kind: 'DEADLINE_PASSED', cancelDate: '2099-03-07' }, fee: { amount: 153_000, rule: 'DEADLINE_PASSED', date: '2099-03-07' }, refunds: [], refundTotal: 0, fingerprint: 'b'.repeat(32) });
    api.on('GET', PREVIEW_URL, ok({ preview: preview() }));
    api.on('PUT', CANCEL_URL, changed(refused));
    openPage();
    await screen.findByTestId('refund-total');
    await agreeAndConfirm(user, 'Confirm cancellation');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('changed since you looked'));
    expect(screen.getByTestId('refusal')).toHaveTextContent('This booking cannot be cancelled (refunded).');
    expect(screen.getByTestId('fee-rule')).toHaveTextContent('Free cancellation ended on');
    expect(screen.queryByTestId('refund-total')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm cancellation' })).not.toBeInTheDocument();
  });
});

describe('one room (?scope=ROOM)', () => {
  test('what is cancelled and kept, the coupon kept, and the confirm of exactly that preview', async () => {
    const user = userEvent.setup();
    api.on('GET', PART_PREVIEW_URL, ok({ preview: partPreview('ROOM'), options: { room: true, maxNights: 3 } }));
    api.on('PUT', PART_URL, ok({ orderNum: ORDER, payStatus: 'partialCanceled', cancelAmount: 150_000, preview: partPreview('ROOM'), refunds: [] }));
    openPage('?scope=ROOM');
    expect(await screen.findByTestId('part-cancelled')).toHaveTextContent('1 room(s) · 4 night(s)');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel one room' })).toBeInTheDocument();
    expect(screen.getByTestId('part-remaining')).toHaveTextContent('1 room(s) · 4 night(s)');
    expect(screen.getByTestId('refund-total')).toHaveTextContent('KRW 150,000');
    expect(screen.getByTestId('coupon-outcome')).toHaveTextContent('comes back only when the whole booking is cancelled');
    expect(screen.getByText(/fractions of a won stay with the booking/)).toBeInTheDocument();
    expect(api.callsTo(PART_PREVIEW_URL)[0]!.path).toBe(`${PART_PREVIEW_URL}?kind=ROOM`);
    expect(screen.getByRole('button', { name: 'Confirm partial cancellation' })).toBeDisabled();
    await agreeAndConfirm(user, 'Confirm partial cancellation');
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('The partial cancellation is complete.');
    expect(result).toHaveTextContent('KRW 150,000 will be refunded in total.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Back to the booking' })).toHaveAttribute('href', endsWith(`/mypage/books/${ORDER}`));
    expect(screen.queryByRole('link', { name: 'Back to my bookings' })).not.toBeInTheDocument();
    expect(api.callsTo(PART_URL, 'PUT').map((c) => c.body)).toEqual([{ kind: 'ROOM', fingerprint: 'r'.repeat(32) }]);
  });

  test('409 PREVIEW_CHANGED: the new part preview is shown and asked again', async () => {
    const user = userEvent.setup();
    const next = partPreview('ROOM', 1, { refunds: [{ route: 'PAYMENT', method: 'card', amount: 120_000, timing: 'BY_DATE', by: '2099-01-06' }], refundTotal: 120_000, fingerprint: 'c'.repeat(32) });
    api.on('GET', PART_PREVIEW_URL, ok({ preview: partPreview('ROOM') }));
    api.on('PUT', PART_URL, changed(next));
    openPage('?scope=ROOM');
    await screen.findByTestId('refund-total');
    await agreeAndConfirm(user, 'Confirm partial cancellation');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('changed since you looked'));
    expect(screen.getByTestId('refund-total')).toHaveTextContent('KRW 120,000');
    expect(screen.getByRole('checkbox', { name: /I have checked the refund above/ })).not.toBeChecked();
  });

  test('a part that is no longer allowed says so in its own words, with no fee and nothing to confirm', async () => {
    api.on('GET', PART_PREVIEW_URL, ok({ preview: partPreview('ROOM', 1, { allowed: false, refusal: 'CANCEL_NOT_ALLOWED', refunds: [], refundTotal: 0 }) }));
    openPage('?scope=ROOM');
    expect(await screen.findByTestId('refusal')).toHaveTextContent('this booking cannot be partly cancelled.');
    expect(screen.queryByTestId('fee-amount')).not.toBeInTheDocument();
    expect(screen.queryByTestId('part-cancelled')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm partial cancellation' })).not.toBeInTheDocument();
  });
});

describe('one room and the guests', () => {
  /** Two adults and a 7-year-old booked in two rooms sleeping two each. */
  const family = { adults: 2, childAges: [7] };
  const guests = (over: Record<string, unknown> = {}) => ({ status: 'MUST_CHOOSE', before: family, after: null, rooms: 1, maxPerRoom: 2, sleeps: 2, over: 1, ...over });

  test('a party that no longer fits: the warning describes the confirm, nothing is sent until the member chooses who stays, and the choice is confirmed', async () => {
    const user = userEvent.setup();
    const chosen = partPreview('ROOM', 1, { guests: guests({ status: 'CHOSEN', after: { adults: 2, childAges: [] } }), fingerprint: 'g'.repeat(32) });
    api.on('GET', PART_PREVIEW_URL, (call) => ok({ preview: call.path.includes('adults=') ? chosen : partPreview('ROOM', 1, { guests: guests() }) }));
    api.on('PUT', PART_URL, ok({ orderNum: ORDER, payStatus: 'partialCanceled', preview: chosen, refunds: [] }));
    openPage('?scope=ROOM');

    expect(await screen.findByTestId('guests-before')).toHaveTextContent('2 adults · 1 child · 2 rooms');
    expect(screen.getByTestId('guests-after')).toHaveTextContent('Not decided yet: choose who stays.');
    const warning = screen.getByTestId('guests-warning');
    expect(warning).toHaveTextContent('The 1 room(s) you keep sleep at most 2 guests (children under 2 are not counted). 1 of your 3 guests will have no room');
    // A warning, not an error: no alert until the member tries to go on.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I have checked the refund above/ }));
    const confirm = screen.getByRole('button', { name: 'Confirm partial cancellation' });
    expect(confirm).toHaveAccessibleDescription(warning.textContent!);
    await user.click(confirm);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose who stays so that everyone has a room, or cancel the whole booking instead.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(api.callsTo(PART_URL, 'PUT')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Cancel the whole booking instead' })).toHaveAttribute('href', endsWith(`/mypage/books/${ORDER}/cancel`));

    // The child stays home: the preview for that party, while the choice keeps the focus.
    const child = screen.getByRole('checkbox', { name: 'Child, aged 7' });
    expect(child).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
    await user.click(child);
    await waitFor(() => expect(screen.getByTestId('guests-after')).toHaveTextContent('2 adults · 1 room'));
    expect(child).toHaveFocus();
    expect(child).not.toBeChecked();
    expect(screen.queryByTestId('guests-warning')).not.toBeInTheDocument();
    expect(api.callsTo(PART_PREVIEW_URL).map((c) => c.path)).toEqual([`${PART_PREVIEW_URL}?kind=ROOM`, `${PART_PREVIEW_URL}?kind=ROOM&adults=2&childAges=`]);
    const again = screen.getByRole('button', { name: 'Confirm partial cancellation' });
    expect(again).not.toHaveAttribute('aria-describedby');
    await agreeAndConfirm(user, 'Confirm partial cancellation');
    expect(await screen.findByText('The partial cancellation is complete.')).toBeInTheDocument();
    expect(api.callsTo(PART_URL, 'PUT').map((c) => c.body)).toEqual([{ kind: 'ROOM', guests: { adults: 2, childAges: [] }, fingerprint: 'g'.repeat(32) }]);
    expect(screen.getByTestId('guests-after')).toHaveTextContent('2 adults · 1 room');
  });

  test('a choice that still does not fit says so; the server refusing a party that does not fit asks the member to choose', async () => {
    const user = userEvent.setup();
    api.on('GET', PART_PREVIEW_URL, (call) =>
      ok({
        preview: partPreview('ROOM', 1, {
          guests: call.path.includes('adults=0') ? guests({ status: 'CHOICE_DOES_NOT_FIT' }) : call.path.includes('adults=1') ? guests({ status: 'CHOSEN', after: { adults: 1, childAges: [7] } }) : guests({ status: 'ALL_STAY', after: family }),
        }),
      }),
    );
    api.on('PUT', PART_URL, { status: 409, body: { result: 'FAIL', data: { code: 'GUESTS_MUST_CHOOSE', message: 'choose', preview: partPreview('ROOM', 1, { guests: guests() }) } } });
    openPage('?scope=ROOM');
    await screen.findByTestId('guests-after');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '0');
    expect(await screen.findByTestId('guests-warning')).toHaveTextContent('The guests you chose do not fit: the 1 room(s) you keep sleep at most 2 guests, with at least one adult in each room.');
    // Meanwhile the room left changed: the confirm of a party that fitted is refused, and the member chooses again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Adults' }), '1');
    await waitFor(() => expect(screen.getByTestId('guests-after')).toHaveTextContent('1 adult · 1 child · 1 room'));
    await agreeAndConfirm(user, 'Confirm partial cancellation');
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose who stays so that everyone has a room');
    expect(screen.getByTestId('guests-warning')).toHaveTextContent('1 of your 3 guests will have no room');
    expect(screen.getByRole('combobox', { name: 'Adults' })).toHaveValue('2');
    expect(api.callsTo(PART_URL, 'PUT').map((c) => c.body)).toEqual([{ kind: 'ROOM', guests: { adults: 1, childAges: [7] }, fingerprint: 'r'.repeat(32) }]);
  });

  test('a party that fits the room left stays whole: no warning, nothing to choose before confirming', async () => {
    const user = userEvent.setup();
    const fits = partPreview('ROOM', 1, { guests: { status: 'ALL_STAY', before: { adults: 2, childAges: [1] }, after: { adults: 2, childAges: [1] }, rooms: 1, maxPerRoom: 2, sleeps: 2, over: 0 } });
    api.on('GET', PART_PREVIEW_URL, ok({ preview: fits }));
    api.on('PUT', PART_URL, ok({ orderNum: ORDER, payStatus: 'partialCanceled', preview: fits, refunds: [] }));
    openPage('?scope=ROOM');
    expect(await screen.findByTestId('guests-after')).toHaveTextContent('2 adults · 1 child · 1 room');
    expect(screen.queryByTestId('guests-warning')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Infant, aged 1 (not counted)' })).toBeChecked();
    await agreeAndConfirm(user, 'Confirm partial cancellation');
    expect(await screen.findByText('The partial cancellation is complete.')).toBeInTheDocument();
    expect(api.callsTo(PART_URL, 'PUT').map((c) => c.body)).toEqual([{ kind: 'ROOM', fingerprint: 'r'.repeat(32) }]);
  });
});

describe('the last nights (?scope=NIGHTS&max=n)', () => {
  test('the member picks how many nights; the list keeps the focus while the new preview loads, and the confirm carries the nights', async () => {
    const user = userEvent.setup();
    api.on('GET', PART_PREVIEW_URL, (call) => ok({ preview: partPreview('NIGHTS', Number(new URLSearchParams(call.path.split('?')[1]).get('nights'))) }));
    api.on('PUT', PART_URL, ok({ orderNum: ORDER, payStatus: 'partialCanceled', cancelAmount: 150_000, preview: partPreview('NIGHTS', 2) }));
    openPage('?scope=NIGHTS&max=3');
    const nights = await screen.findByRole('combobox', { name: 'Nights to cancel (from the last night)' });
    expect(within(nights).getAllByRole('option')).toHaveLength(3);
    expect(nights).toHaveValue('1');
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel the last nights' })).toBeInTheDocument();
    expect(screen.getByTestId('refund-total')).toHaveTextContent('KRW 75,000');
    await user.selectOptions(nights, '2');
    await waitFor(() => expect(screen.getByTestId('refund-total')).toHaveTextContent('KRW 150,000'));
    expect(screen.getByTestId('part-cancelled')).toHaveTextContent('2 room(s) · 2 night(s)');
    expect(nights).toHaveFocus();
    expect(api.callsTo(PART_PREVIEW_URL).map((c) => c.path)).toEqual([`${PART_PREVIEW_URL}?kind=NIGHTS&nights=1`, `${PART_PREVIEW_URL}?kind=NIGHTS&nights=2`]);
    await agreeAndConfirm(user, 'Confirm partial cancellation');
    expect(await screen.findByText('The partial cancellation is complete.')).toBeInTheDocument();
    expect(api.callsTo(PART_URL, 'PUT').map((c) => c.body)).toEqual([{ kind: 'NIGHTS', nights: 2, fingerprint: '2'.repeat(32) }]);
  });

  test('a link with the nights chosen restores the choice', async () => {
    api.on('GET', PART_PREVIEW_URL, (call) => ok({ preview: partPreview('NIGHTS', Number(new URLSearchParams(call.path.split('?')[1]).get('nights'))) }));
    openPage('?scope=NIGHTS&max=3&nights=3');
    expect(await screen.findByRole('combobox', { name: 'Nights to cancel (from the last night)' })).toHaveValue('3');
    expect(screen.getByTestId('refund-total')).toHaveTextContent('KRW 225,000');
  });
});
