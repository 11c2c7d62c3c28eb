// The review form checks the limits first and names each error beside its field; a valid review is
// posted once, then the same screen edits it; a locked review is shown read-only.
import { bus, initI18n, registerNavigator, type Navigator } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { installFakeApi, ok, type FakeApi } from '@stay/shared/testing/fake-api';
import { ReviewPage } from '../components/review-page';
import { validateReview } from '../lib/validate';

const ORDER = 'AS990310RVW';
const state = (over: Record<string, unknown> = {}) => ({
  orderProductIdx: 41,
  orderNum: ORDER,
  productIdx: 12,
  productName: 'Sea Stay',
  roomName: 'Deluxe',
  checkinDate: '2099-01-01',
  checkoutDate: '2099-01-02',
  canWrite: true,
  canEdit: false,
  deadline: '2099-01-16',
  editableUntil: null,
  review: null,
  ...over,
});
const written = { idx: 7, title: 'Calm and clean', content: 'A quiet room and a kind desk.', star: 4, createdDt: '2099-01-03T01:00:00.000Z', updatedDt: null, verificationSource: 'AWESOMESTAY_VERIFIED_STAY', editable: true };

let api: FakeApi;
let offNav: () => void;
let offAlert: () => void;
beforeEach(() => {
  initI18n('en');
  offNav = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() } as jest.Mocked<Navigator>);
  offAlert = bus.on('ui:alert', (r) => r.resolve(true));
  api = installFakeApi();
  api.on('GET', `/v1/books/num/${ORDER}/img-count/1`, ok({ orderProductIdx: 41 }));
});
afterEach(() => {
  api.restore();
  offNav();
  offAlert();
});

const show = () =>
  render(
    <MemoryRouter>
      <ReviewPage orderNum={ORDER} />
    </MemoryRouter>,
  );

test('the rules: 1-5 stars, a title up to 60 characters, 10 to 2,000 characters of text', () => {
  expect(validateReview({ star: 0, title: ' ', content: 'short' })).toEqual({ star: 'errors.star', title: 'errors.titleRequired', content: 'errors.contentShort' });
  expect(validateReview({ star: 5, title: 'x'.repeat(61), content: 'y'.repeat(2001) })).toEqual({ title: 'errors.titleLong', content: 'errors.contentLong' });
  expect(validateReview({ star: 3, title: 'Fine', content: 'Ten chars!' })).toEqual({});
});

test('an empty form says what is missing beside each field and sends nothing', async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/reviews/order-products/41', ok(state()));
  show();
  await user.click(await screen.findByRole('button', { name: 'Post review' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please check what you entered.');
  expect(screen.getByText('Choose a rating.')).toBeInTheDocument();
  expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Enter a title.');
  expect(api.callsTo('/v1/reviews/order-products/41', 'POST')).toEqual([]);
});

test('a valid review is posted, then the screen edits it', async () => {
  const user = userEvent.setup();
  api.on('GET', '/v1/reviews/order-products/41', ok(state()));
  api.on('POST', '/v1/reviews/order-products/41', ok(state({ canWrite: false, canEdit: true, editableUntil: '2099-01-05T01:00:00.000Z', review: written })));
  show();
  await user.click(await screen.findByRole('radio', { name: '4 star(s)' }));
  await user.type(screen.getByLabelText('Title'), 'Calm and clean');
  await user.type(screen.getByLabelText('Your review'), 'A quiet room and a kind desk.');
  await user.click(screen.getByRole('button', { name: 'Post review' }));
  expect(await screen.findByText('Your review is posted. It shows on the stay page now.')).toBeInTheDocument();
  expect(api.callsTo('/v1/reviews/order-products/41', 'POST').map((c) => c.body)).toEqual([{ star: 4, title: 'Calm and clean', content: 'A quiet room and a kind desk.' }]);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit your review');
  expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
});

test('after 48 hours the review is shown locked, without a form', async () => {
  api.on('GET', '/v1/reviews/order-products/41', ok(state({ canWrite: false, canEdit: false, review: { ...written, editable: false } })));
  show();
  expect(await screen.findByTestId('review-locked')).toHaveTextContent('it can no longer be edited');
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
});
