import { MAX_STAYS, priceStay, staysToPrice, totalSaving } from '../lib/savings';

const TODAY = '2026-11-24';

describe('what you would have saved', () => {
  it('takes opened stays (with their dates) then searched stays, newest first, once each, at most five', () => {
    const history = [
      '/products/12?checkInDate=2026-12-24&checkOutDate=2026-12-26&adtCnt=3&chdCnt=1',
      '/search?cityCode=SEL',
      '/products/7?checkInDate=2026-01-02&checkOutDate=2026-01-03',
      '/products/12?checkInDate=2026-12-01&checkOutDate=2026-12-02',
      '/book/9?type=OO',
    ];
    const stays = staysToPrice(history, [7, '33', 'x', 44, 55, 66], TODAY);
    expect(stays).toHaveLength(MAX_STAYS);
    expect(stays[0]).toEqual({ productIdx: 12, checkInDate: '2026-12-24', checkOutDate: '2026-12-26', adtCnt: 3, chdCnt: 0, source: 'viewed' });
    // Dates that have passed: one night two weeks from today.
    expect(stays[1]).toEqual({ productIdx: 7, checkInDate: '2026-12-08', checkOutDate: '2026-12-09', adtCnt: 2, chdCnt: 0, source: 'viewed' });
    expect(stays.slice(2).map((s) => [s.productIdx, s.source])).toEqual([[33, 'searched'], [44, 'searched'], [55, 'searched']]);
  });

  it('nothing looked at: nothing to estimate', () => {
    expect(staysToPrice([], [], TODAY)).toEqual([]);
  });

  it('prices a stay as public minus member price of the same plan; sold out or unpriced is left out', () => {
    const look = staysToPrice(['/products/12?checkInDate=2026-12-24&checkOutDate=2026-12-26'], [], TODAY)[0]!;
    const priced = priceStay(look, 'Hotel', { displayLowestAmount: 200000, awesomeLowestAmount: 180000 });
    expect(priced).toMatchObject({ nights: 2, publicPrice: 200000, memberPrice: 180000, saving: 20000 });
    expect(priceStay(look, 'Hotel', { displayLowestAmount: 200000, awesomeLowestAmount: 180000, soldOut: true })).toBeNull();
    expect(priceStay(look, 'Hotel', null)).toBeNull();
    expect(priceStay(look, 'Hotel', { displayLowestAmount: 100000, awesomeLowestAmount: 100000 })?.saving).toBe(0);
    expect(totalSaving([priced!, { ...priced!, saving: 5000 }])).toBe(25000);
  });
});
