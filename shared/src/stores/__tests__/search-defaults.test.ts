import { initI18n } from '../../i18n/i18n';
import { defaultCheckInDate, defaultSearchCondition, sanitizeCondition } from '../search-defaults';

// 'yyyy-MM-ddTHH:mm:ss' without a zone is read as local time.
const at = (iso: string) => new Date(`${iso}T12:00:00`);

// SPEC §9: check-in = today + 10 days, pushed past a Friday or Saturday by (7 - weekday) days.
// 2030-03-04 is a Monday; "today" is 10 days earlier in each row.
describe.each([
  ['Monday', '2030-02-22', '2030-03-04'],
  ['Tuesday', '2030-02-23', '2030-03-05'],
  ['Wednesday', '2030-02-24', '2030-03-06'],
  ['Thursday', '2030-02-25', '2030-03-07'],
  ['Friday', '2030-02-26', '2030-03-10'],
  ['Saturday', '2030-02-27', '2030-03-10'],
  ['Sunday', '2030-02-28', '2030-03-10'],
])('default check-in when today + 10 days is a %s', (_weekday, today, expected) => {
  it(`is ${expected}`, () => {
    expect(defaultCheckInDate(at(today))).toBe(expected);
  });
});

describe('defaultSearchCondition', () => {
  it('is Seoul, Korea, check-out one day later, 2 adults, 0 children, 1 room', () => {
    initI18n('ko');
    expect(defaultSearchCondition(at('2030-02-26'))).toEqual({
      nationCode: 'KR',
      cityCode: 'SEL',
      searchText: '서울',
      area: '',
      subArea: '',
      checkInDate: '2030-03-10',
      checkOutDate: '2030-03-11',
      adtCnt: 2,
      chdCnt: 0,
      chdAges: [],
      count: 1,
    });
  });
});

describe('sanitizeCondition', () => {
  const now = at('2030-02-22');

  it('replaces stored dates in the past by the defaults', () => {
    const c = sanitizeCondition({ checkInDate: '2030-02-01', checkOutDate: '2030-02-03' }, now);
    expect(c.checkInDate).toBe('2030-03-04');
    expect(c.checkOutDate).toBe('2030-03-05');
  });

  it('keeps future dates and repairs a check-out not after check-in', () => {
    expect(sanitizeCondition({ checkInDate: '2030-04-01', checkOutDate: '2030-04-03' }, now)).toMatchObject({
      checkInDate: '2030-04-01',
      checkOutDate: '2030-04-03',
    });
    expect(sanitizeCondition({ checkInDate: '2030-04-01', checkOutDate: '2030-04-01' }, now).checkOutDate).toBe('2030-04-02');
    expect(sanitizeCondition({ checkInDate: '2030-04-01', checkOutDate: '' }, now).checkOutDate).toBe('2030-04-02');
  });

  it('accepts today as a check-in', () => {
    expect(sanitizeCondition({ checkInDate: '2030-02-22', checkOutDate: '2030-02-23' }, now).checkInDate).toBe('2030-02-22');
  });

  it('brings stored counts back within bounds', () => {
    const c = sanitizeCondition({ adtCnt: 0, chdCnt: 3, chdAges: [4, 40], count: 9 }, now);
    expect(c).toMatchObject({ adtCnt: 1, chdCnt: 3, chdAges: [4, 13, 0], count: 1 });
    expect(sanitizeCondition({ adtCnt: 8, count: 9 }, now).count).toBe(5);
  });
});
