// The URL is the source of truth: query <-> state round trips for the SPEC §2 condition plus the
// sort and filters of the results page.
import { addDays, defaultCheckInDate, initI18n } from '@stay/shared';
import { readResultsQuery, resultsUrl } from '../hooks/use-results-location';
import { DEFAULT_OPTIONS, parseOptions, requestFilters, writeOptions, type ResultOptions } from '../lib/results-query';
import { findProductsBody } from '../api/find-products';

beforeAll(() => initI18n('en'));

const checkIn = addDays(defaultCheckInDate(), 3);
const checkOut = addDays(checkIn, 2);

it('round-trips a full search: condition, sort and filters', () => {
  const url = `/search?checkInDate=${checkIn}&checkOutDate=${checkOut}&cityCode=SEL&nationCode=KR&searchText=%EC%84%9C%EC%9A%B8&adtCnt=2&chdCnt=1&chdAges=5&sort=priceAsc&priceMin=50000&priceMax=300000&stars=5,4&types=HOTEL&facilities=POOL,WIFI&reviewMin=9&freeCancel=1&meals=1`;
  const { condition, options } = readResultsQuery(url.slice('/search'.length));
  expect(condition).toMatchObject({ checkInDate: checkIn, checkOutDate: checkOut, cityCode: 'SEL', nationCode: 'KR', searchText: '서울', adtCnt: 2, chdCnt: 1, chdAges: [5] });
  expect(options).toEqual({ sort: 'priceAsc', priceMin: 50000, priceMax: 300000, stars: [5, 4], types: ['HOTEL'], facilities: ['POOL', 'WIFI'], reviewMin: 9, freeCancel: true, meals: true });
  expect(requestFilters(options)).toMatchObject({ reviewMin: 9, freeCancel: true, meals: true });
  const again = resultsUrl(condition, options);
  expect(readResultsQuery(again.slice('/search'.length))).toEqual({ condition, options });
});

it('falls back to the defaults for bad or missing values', () => {
  const options = parseOptions(new URLSearchParams('sort=cheapest&priceMin=-5&priceMax=abc&stars=9,0,3&types=%3Cscript%3E,RESORT&reviewMin=6.5&freeCancel=yes&meals=0'));
  expect(options).toEqual({ ...DEFAULT_OPTIONS, stars: [3], types: ['RESORT'] });
  // A reversed range is put in order.
  expect(parseOptions(new URLSearchParams('priceMin=300&priceMax=100'))).toMatchObject({ priceMin: 100, priceMax: 300 });
  // SPEC §5: a past check-in is replaced by the default, the check-out follows it.
  const { condition } = readResultsQuery('?checkInDate=2001-01-01&checkOutDate=2001-01-02&chdCnt=2&chdAges=4');
  expect(condition.checkInDate).toBe(defaultCheckInDate());
  expect(condition.checkOutDate).toBe(addDays(defaultCheckInDate(), 1));
  expect(condition.chdAges).toEqual([4, 0]);
});

it('writes only what differs from the defaults and keeps the condition keys', () => {
  const base = new URLSearchParams('cityCode=SEL&sort=rating');
  const options: ResultOptions = { ...DEFAULT_OPTIONS, stars: [4, 5] };
  expect(writeOptions(base, options).toString()).toBe('cityCode=SEL&stars=5%2C4');
  expect(writeOptions(base, DEFAULT_OPTIONS).toString()).toBe('cityCode=SEL');
});

it('turns sort, filters and page into the findProducts body', () => {
  const { condition } = readResultsQuery(`?checkInDate=${checkIn}&checkOutDate=${checkOut}&cityCode=OSA&nationCode=JP&searchText=Osaka&adtCnt=2&chdCnt=1&chdAges=5`);
  const body = findProductsBody(condition, { ...DEFAULT_OPTIONS, sort: 'priceDesc', types: ['RYOKAN'] }, 2);
  expect(body).toEqual({
    nationCode: 'JP',
    cityCode: 'OSA',
    searchText: 'Osaka',
    area: '',
    subArea: '',
    checkInDate: checkIn,
    checkOutDate: checkOut,
    adtCnt: 2,
    chdCnt: 1,
    chdAges: [5],
    count: 1,
    sort: 'priceDesc',
    filters: { types: ['RYOKAN'] },
    page: 2,
    size: 20,
  });
  expect(requestFilters(DEFAULT_OPTIONS)).toBeUndefined();
});
