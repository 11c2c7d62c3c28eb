import { checkDeal, dealAmountOf, dealDiscount, type DealTerms } from '../deal-price';

const deal: DealTerms = { idx: 7, propertyIdx: 3, discountRate: 25, saleStartDate: '2026-05-10', saleEndDate: '2026-05-12', stayStartDate: '2026-05-11', stayEndDate: '2026-05-20' };
const stay = { propertyIdx: 3, checkIn: '2026-05-15', checkOut: '2026-05-17' };
const open = new Date('2026-05-10T03:00:00Z');

describe('event deal price (server-side rule)', () => {
  it('applies to its own stay while on sale, for nights within its stay dates', () => {
    expect(checkDeal(deal, stay, open)).toEqual({ applies: true });
  });

  it('does not apply before the sale opens (00:00 KST) or after it closes (24:00 KST of the end day)', () => {
    expect(checkDeal(deal, stay, new Date('2026-05-09T14:59:00Z'))).toEqual({ applies: false, reason: 'NOT_OPEN' });
    expect(checkDeal(deal, stay, new Date('2026-05-09T15:00:00Z'))).toEqual({ applies: true });
    expect(checkDeal(deal, stay, new Date('2026-05-12T14:59:00Z'))).toEqual({ applies: true });
    expect(checkDeal(deal, stay, new Date('2026-05-12T15:00:00Z'))).toEqual({ applies: false, reason: 'NOT_OPEN' });
  });

  it('does not apply to another stay', () => {
    expect(checkDeal(deal, { ...stay, propertyIdx: 4 }, open)).toEqual({ applies: false, reason: 'OTHER_STAY' });
  });

  it('needs every night inside the stay dates (the check-out day itself may be the day after)', () => {
    expect(checkDeal(deal, { ...stay, checkIn: '2026-05-10', checkOut: '2026-05-12' }, open)).toEqual({ applies: false, reason: 'STAY_DATES' });
    expect(checkDeal(deal, { ...stay, checkIn: '2026-05-19', checkOut: '2026-05-21' }, open)).toEqual({ applies: true });
    expect(checkDeal(deal, { ...stay, checkIn: '2026-05-20', checkOut: '2026-05-22' }, open)).toEqual({ applies: false, reason: 'STAY_DATES' });
    expect(checkDeal(deal, { ...stay, checkIn: '2026-05-11', checkOut: '2026-05-12' }, open)).toEqual({ applies: true });
  });

  it('a deal without a discount applies nothing', () => {
    expect(checkDeal({ ...deal, discountRate: 0 }, stay, open)).toEqual({ applies: false, reason: 'NO_DISCOUNT' });
  });

  it('takes the percent off and rounds the price down to 100 won', () => {
    expect(dealAmountOf(100_000, 25)).toBe(75_000);
    expect(dealAmountOf(123_456, 25)).toBe(92_500);
    expect(dealAmountOf(99, 30)).toBe(0);
  });

  it('the discount is the amount minus the deal price, and nothing when the deal is closed', () => {
    expect(dealDiscount(deal, stay, 123_456, open).promotionAmount).toBe(123_456 - 92_500);
    expect(dealDiscount(deal, stay, 123_456, new Date('2026-06-01T00:00:00Z'))).toEqual({ check: { applies: false, reason: 'NOT_OPEN' }, promotionAmount: 0 });
  });
});
