// The stay page points to its deal on sale (a badge and a link to the deal's page with its
// price), says what the server decided about the deal it was opened from, and rates the stay on
// one scale: our own guests' average out of 5 with their review count.
import { act } from 'react';
import { initI18n, sessionStore, type UserInfo } from '@stay/shared';
import { render, screen } from '@testing-library/react';
import type { ProductDetail } from '../api/get-product-detail';
import { DealLink } from '../components/deal-link';
import { DealNote } from '../components/deal-note';
import { ProductHeader } from '../components/product-header';
import '../i18n';

beforeAll(() => initI18n('en'));
afterEach(() => act(() => sessionStore.getState().reset()));

const deal = { idx: 4, eventUrl: '/events/4', eventTitle: 'Awesome deal: 25% off this week only', discountRate: 25, dealAmount: 58300, memberDealAmount: 52400 };

test('the deal badge links to the deal page with the deal price', () => {
  render(<DealLink deal={deal} />);
  const link = screen.getByRole('link', { name: /Awesome deal: 25% off this week only · 25% off/ });
  expect(link).toHaveAttribute('href', '/events/4');
  expect(link).toHaveTextContent('from KRW 58,300 a night');
  expect(link).toHaveTextContent('See the deal');
  expect(screen.getByText('Deal')).toBeInTheDocument();
});

test('an awesome member is shown the deal price of the member price', () => {
  const gold: UserInfo = { name: 'Gold', email: 'gold@example.com', grade: 'Gold', type: 'N', corpName: null, phone: '' };
  act(() => sessionStore.getState().setUser(gold));
  render(<DealLink deal={deal} />);
  expect(screen.getByRole('link')).toHaveTextContent('from KRW 52,400 a night');
});

test('without a price for its first night the link still leads to the deal', () => {
  render(<DealLink deal={{ ...deal, dealAmount: null, memberDealAmount: null }} />);
  expect(screen.getByRole('link')).toHaveAttribute('href', '/events/4');
  expect(screen.getByRole('link')).not.toHaveTextContent('KRW');
});

test('the note says the deal is in the prices when the server applied it, and why not otherwise', () => {
  const { rerender } = render(<DealNote promotion={{ promotionIdx: 4, isPromotion: true, discountRate: 25, refusal: null }} />);
  expect(screen.getByRole('note')).toHaveTextContent('the prices below already include its 25% discount');
  rerender(<DealNote promotion={{ promotionIdx: 4, isPromotion: false, discountRate: 25, refusal: 'STAY_DATES' }} />);
  expect(screen.getByRole('note')).toHaveTextContent("outside this event deal's stay dates");
  rerender(<DealNote promotion={{ promotionIdx: 4, isPromotion: false, discountRate: 25, refusal: 'NOT_OPEN' }} />);
  expect(screen.getByRole('note')).toHaveTextContent('not on sale now');
  rerender(<DealNote promotion={{ promotionIdx: null, isPromotion: false, discountRate: 0, refusal: null }} />);
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('the header rates the stay out of 5 from our own reviews and links to them', () => {
  const detail = {
    info: { idx: 1, productName: 'Haeundae Stay', productNameEn: 'Haeundae Stay', productTypeName: 'Hotel', star: 4, phone: '', chain: '', brand: '', nationCode: 'KR', cityCode: 'PUS' },
    location: { lat: 0, lng: 0, address: 'Busan', area: '', city: '' },
    reviews: { reviewCount: 41, starAvg: 4.6, reviewScore: 9.3 },
    favoriteProductIdx: null,
  } as unknown as ProductDetail;
  render(<ProductHeader detail={detail} onWish={jest.fn()} />);
  expect(screen.getByRole('link', { name: 'Guest rating 4.6 out of 5 from 41 reviews' })).toHaveAttribute('href', '#pd-reviews-title');
  expect(screen.getByTestId('header-score')).toHaveTextContent('★ 4.6/5 · 41 reviews');
  expect(screen.getByTestId('header-score')).not.toHaveTextContent('9.3');
});
