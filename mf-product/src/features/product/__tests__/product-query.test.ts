// The URL <-> condition of the product page: the /search keys through the shared fromQuery/toQuery.
import { addDays, defaultCheckInDate, today } from '@stay/shared';
import { firstViewQuery, readCondition, sameCondition, writeCondition } from '../lib/product-query';

const checkIn = addDays(defaultCheckInDate(), 3);
const checkOut = addDays(checkIn, 2);

describe('product query', () => {
  test('reads dates and guests from the /search keys', () => {
    const c = readCondition(`?checkInDate=${checkIn}&checkOutDate=${checkOut}&adtCnt=3&chdCnt=1&chdAges=7`);
    expect(c).toMatchObject({ checkInDate: checkIn, checkOutDate: checkOut, adtCnt: 3, chdCnt: 1, chdAges: [7], count: 1 });
  });

  test('past or missing dates fall back to the defaults, and the URL is then rewritten', () => {
    const c = readCondition('?checkInDate=2001-01-01&adtCnt=2');
    expect(c.checkInDate).toBe(defaultCheckInDate());
    expect(sameCondition('?checkInDate=2001-01-01&adtCnt=2', c)).toBe(false);
  });

  test('writes the condition back, keeping the other keys of the query', () => {
    const search = `?checkInDate=${checkIn}&checkOutDate=${checkOut}&adtCnt=2&chdCnt=0&cityCode=SEL&searchText=Seoul`;
    const next = writeCondition(search, { ...readCondition(search), adtCnt: 4, chdCnt: 2, chdAges: [3, 9] });
    expect(next.get('adtCnt')).toBe('4');
    expect(next.get('chdCnt')).toBe('2');
    expect(next.get('chdAges')).toBe('3,9');
    expect(next.get('checkInDate')).toBe(checkIn);
    expect(next.get('cityCode')).toBe('SEL');
    expect(next.get('searchText')).toBe('Seoul');
    expect(sameCondition(`?${next.toString()}`, readCondition(`?${next.toString()}`))).toBe(true);
  });

  test('rooms travel as count: read (at most one per adult), written back, dropped again for one room', () => {
    const search = `?checkInDate=${checkIn}&checkOutDate=${checkOut}&adtCnt=8&chdCnt=0&count=2`;
    expect(readCondition(search)).toMatchObject({ adtCnt: 8, count: 2 });
    expect(readCondition(`?adtCnt=2&count=4`).count).toBe(2);
    expect(writeCondition(search, { ...readCondition(search), count: 3 }).get('count')).toBe('3');
    expect(writeCondition(search, { ...readCondition(search), count: 1 }).has('count')).toBe(false);
  });

  test('a drawn page takes the priced address for a link without dates, and keeps a link whose dates it changed', () => {
    const taken = firstViewQuery('?adtCnt=2&cityCode=SEL');
    expect(taken?.get('checkInDate')).toBe(defaultCheckInDate());
    expect(taken?.get('cityCode')).toBe('SEL');
    expect(firstViewQuery(`?checkInDate=${checkIn}&checkOutDate=${checkOut}&adtCnt=2&chdCnt=0`)).toBeNull();
    // Too far ahead, in the past, too long: the browser reads the changes from the link itself.
    const far = addDays(today(), 200);
    expect(firstViewQuery(`?checkInDate=${far}&checkOutDate=${addDays(far, 2)}&adtCnt=2`)).toBeNull();
    expect(firstViewQuery('?checkInDate=2001-01-01&checkOutDate=2001-01-02&adtCnt=2')).toBeNull();
    expect(firstViewQuery(`?checkInDate=${checkIn}&checkOutDate=${addDays(checkIn, 40)}&adtCnt=2`)).toBeNull();
  });
});
