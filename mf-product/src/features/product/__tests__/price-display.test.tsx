// The price block (SPEC §3 prices) and a rate plan's cancellation text and prices, as shown.
import { act } from 'react';
import { initI18n, sessionStore, type UserInfo } from '@stay/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { RatePlan } from '../api/get-rate-plans';
import { PriceBlock } from '../components/price-block';
import { RatePlanRow } from '../components/rate-plan-row';
import '../i18n';

beforeAll(() => initI18n('en'));

const base: RatePlan = {
  rateplanIdx: 7, roomIdx: 1, rateplanName: 'Breakfast plan', mealType: 'BREAKFAST', mealName: 'Breakfast included', cancelDate: '2099-01-02', cancelRule: 'FREE',
  stock: 2, stockStatus: 'LOW', saleAble: true, normalAmount: 300000, awesomeAmount: 270000, awesomePer: 10, cashbackRate: 3, cashbackPrice: 8100, perNight: 150000,
  nightlyRateList: [{ date: '2099-01-05', normalAmount: 140000, stock: 2 }, { date: '2099-01-06', normalAmount: 160000, stock: 3 }], terms: 2,
  dealAmount: null, memberDealAmount: null,
};

describe('PriceBlock', () => {
  test('lowest display amount, member amount with its percent, and cashback', () => {
    render(<PriceBlock nights={2} prices={{ displayLowestAmount: 300000, awesomeLowestAmount: 270000, awesomePer: 10, cashbackRate: 3, customerPrice: 300000, soldOut: false, dealLowestAmount: null, memberDealLowestAmount: null }} />);
    expect(screen.getByText('Lowest price for 2 nights')).toBeInTheDocument();
    expect(screen.getByTestId('display-lowest')).toHaveTextContent('KRW 300,000');
    expect(screen.getByTestId('awesome-lowest')).toHaveTextContent('KRW 270,000');
    expect(screen.getByText('10% off')).toBeInTheDocument();
    expect(screen.getByText('3% cashback')).toBeInTheDocument();
  });
  test('with several rooms the lowest price says it is for all of them', () => {
    render(<PriceBlock nights={1} rooms={2} prices={{ displayLowestAmount: 600000, awesomeLowestAmount: 540000, awesomePer: 10, cashbackRate: 0, customerPrice: 600000, soldOut: false, dealLowestAmount: null, memberDealLowestAmount: null }} />);
    expect(screen.getByText('Lowest price for 2 rooms, 1 night')).toBeInTheDocument();
  });
  test('sold out and nothing on sale say so', () => {
    const { rerender } = render(<PriceBlock nights={1} prices={null} />);
    expect(screen.getByText('No rooms match this search.')).toBeInTheDocument();
    rerender(<PriceBlock nights={1} prices={{ displayLowestAmount: 1, awesomeLowestAmount: 1, awesomePer: 0, cashbackRate: 0, customerPrice: 1, soldOut: true, dealLowestAmount: null, memberDealLowestAmount: null }} />);
    expect(screen.getByText('Everything is sold out for these dates.')).toBeInTheDocument();
  });
});

describe('RatePlanRow', () => {
  const onReserve = jest.fn();
  const renderRow = (plan: RatePlan) => render(<ul><RatePlanRow plan={plan} nights={2} onReserve={onReserve} /></ul>);
  beforeEach(() => onReserve.mockReset());

  test('free cancellation text, stock left, totals and per night; reserve books this plan', () => {
    renderRow(base);
    const row = screen.getByTestId('rate-plan');
    expect(within(row).getByTestId('cancel-text')).toHaveTextContent(/^Free cancellation until \w{3}, Jan 2/);
    expect(within(row).getByText('2 left')).toBeInTheDocument();
    expect(within(row).getByTestId('plan-total')).toHaveTextContent('KRW 300,000');
    expect(within(row).getByTestId('plan-member')).toHaveTextContent('KRW 270,000');
    expect(within(row).getByText('KRW 150,000 per night')).toBeInTheDocument();
    const reserve = within(row).getByRole('button', { name: 'Reserve' });
    expect(reserve).toBeEnabled();
    expect(reserve).toHaveAccessibleDescription('Breakfast plan');
    fireEvent.click(reserve);
    expect(onReserve).toHaveBeenCalledWith(base);
  });

  test('with several rooms the totals and the per-night figure say they cover all rooms', () => {
    render(<ul><RatePlanRow plan={base} nights={2} rooms={2} onReserve={onReserve} /></ul>);
    expect(screen.getByTestId('plan-total-label')).toHaveTextContent('Total for 2 rooms, 2 nights');
    expect(screen.getByText('KRW 150,000 per night for 2 rooms')).toBeInTheDocument();
  });

  test('a past cancel date is not refundable; no rule shows the SPEC §8 error text; sold out', () => {
    const { unmount } = renderRow({ ...base, cancelDate: '2001-01-01' });
    expect(screen.getByTestId('cancel-text')).toHaveTextContent('Cancel (refund) not possible');
    unmount();
    const second = renderRow({ ...base, cancelRule: null });
    expect(screen.getByTestId('cancel-text')).toHaveTextContent("Failed to fetch the product's cancellation rules. Please try again shortly.");
    second.unmount();
    renderRow({ ...base, saleAble: false, stockStatus: 'SOLD_OUT', stock: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Sold out' }));
    expect(screen.getByRole('button', { name: 'Sold out' })).toBeDisabled();
    expect(onReserve).not.toHaveBeenCalled();
  });
});

// Opened from an event deal that the server applied: the deal price is what the traveller sees as
// the price (the booking charges it), the price without the deal only as the struck comparison.
describe('the deal price on the stay page', () => {
  const deal: RatePlan = { ...base, dealAmount: 225000, memberDealAmount: 202500 };
  const prices = { displayLowestAmount: 300000, awesomeLowestAmount: 270000, awesomePer: 10, cashbackRate: 0, customerPrice: 300000, soldOut: false, dealLowestAmount: 225000, memberDealLowestAmount: 202500 };
  const gold: UserInfo = { name: 'Gold', email: 'gold@example.com', grade: 'Gold', type: 'N', corpName: null, phone: '' };
  afterEach(() => act(() => sessionStore.getState().reset()));

  test('a plan shows its deal total with the normal total struck through', () => {
    render(<ul><RatePlanRow plan={deal} nights={2} /></ul>);
    const row = screen.getByTestId('rate-plan');
    expect(within(row).getByTestId('plan-total')).toHaveTextContent('KRW 225,000');
    expect(within(row).getByTestId('plan-standard')).toHaveTextContent('KRW 300,000');
    expect(within(row).getAllByText('Deal').length).toBeGreaterThan(0);
    expect(within(row).getByText('KRW 112,500 per night')).toBeInTheDocument();
  });

  test('the price block headline is the deal price; an awesome member sees the member deal price', () => {
    const { rerender } = render(<PriceBlock nights={1} prices={prices} />);
    expect(screen.getByTestId('display-lowest')).toHaveTextContent('KRW 225,000');
    expect(screen.getByTestId('display-standard')).toHaveTextContent('KRW 300,000');
    act(() => sessionStore.getState().setUser(gold));
    rerender(<PriceBlock nights={1} prices={prices} />);
    expect(screen.getByTestId('display-lowest')).toHaveTextContent('KRW 202,500');
    expect(screen.getByTestId('display-standard')).toHaveTextContent('KRW 270,000');
  });

  test('without a deal the plan shows its normal total as before', () => {
    render(<ul><RatePlanRow plan={base} nights={2} /></ul>);
    expect(screen.getByTestId('plan-total')).toHaveTextContent('KRW 300,000');
    expect(screen.queryByText('Deal')).not.toBeInTheDocument();
  });
});
