import { initI18n } from '../../i18n/i18n';
import { defaultSearchCondition } from '../search-defaults';
import { fromQuery, parseChildAges, toQuery } from '../search-query';

const now = new Date(2030, 1, 22, 12); // local noon // default check-in is 2030-03-04
const base = () => defaultSearchCondition(now);
const q = (s: string) => new URLSearchParams(s);

beforeAll(() => initI18n('ko'));

describe('fromQuery (SPEC §5 Initial URL query)', () => {
  it('takes valid future dates and the destination from the query', () => {
    const c = fromQuery(q('checkInDate=2030-05-01&checkOutDate=2030-05-03&cityCode=TYO&nationCode=JP&searchText=도쿄&adtCnt=3'), base(), now);
    expect(c).toMatchObject({
      checkInDate: '2030-05-01',
      checkOutDate: '2030-05-03',
      cityCode: 'TYO',
      nationCode: 'JP',
      searchText: '도쿄',
      area: '',
      subArea: '',
      adtCnt: 3,
      count: 1,
    });
  });

  it('replaces a past or malformed check-in by the default', () => {
    expect(fromQuery(q('checkInDate=2030-02-01'), base(), now).checkInDate).toBe('2030-03-04');
    expect(fromQuery(q('checkInDate=2030/05/01'), base(), now).checkInDate).toBe('2030-03-04');
    expect(fromQuery(q('checkInDate=2030-02-30'), base(), now).checkInDate).toBe('2030-03-04');
  });

  it('makes the check-out the day after check-in when it is missing, past, malformed or not after check-in', () => {
    for (const out of ['', 'checkOutDate=2030-02-01', 'checkOutDate=tomorrow', 'checkOutDate=2030-04-30', 'checkOutDate=2030-05-01']) {
      expect(fromQuery(q(`checkInDate=2030-05-01&${out}`), base(), now).checkOutDate).toBe('2030-05-02');
    }
  });

  it('reads child ages as a comma list, missing ones 0', () => {
    expect(fromQuery(q('chdCnt=3&chdAges=5,,7'), base(), now)).toMatchObject({ chdCnt: 3, chdAges: [5, 0, 7] });
    expect(fromQuery(q('chdCnt=2&chdAges=5'), base(), now).chdAges).toEqual([5, 0]);
    expect(fromQuery(q('chdCnt=1&chdAges=20'), base(), now).chdAges).toEqual([13]);
    expect(parseChildAges('a,3')).toEqual([0, 3]);
  });

  it('clamps counts from the query', () => {
    expect(fromQuery(q('adtCnt=0&chdCnt=-2'), base(), now)).toMatchObject({ adtCnt: 1, chdCnt: 0 });
    expect(fromQuery(q('adtCnt=7&chdCnt=4'), base(), now)).toMatchObject({ adtCnt: 4, chdCnt: 4 });
  });

  it('reads rooms 1-5 and at most one per adult', () => {
    expect(fromQuery(q('adtCnt=8&count=2'), base(), now)).toMatchObject({ adtCnt: 8, count: 2 });
    expect(fromQuery(q('adtCnt=8&count=9'), base(), now).count).toBe(5);
    expect(fromQuery(q('adtCnt=2&count=4'), base(), now).count).toBe(2);
    expect(fromQuery(q('count=x'), base(), now).count).toBe(1);
    expect(fromQuery(q('adtCnt=3'), { ...base(), count: 2 }, now).count).toBe(2);
  });

  it('keeps the base destination when the query names none', () => {
    expect(fromQuery(q('adtCnt=2'), base(), now)).toMatchObject({ cityCode: 'SEL', nationCode: 'KR', searchText: '서울' });
  });
});

describe('toQuery', () => {
  it('writes the /search keys and round-trips through fromQuery', () => {
    const condition = { ...base(), checkInDate: '2030-05-01', checkOutDate: '2030-05-04', chdCnt: 2, chdAges: [3, 11], area: '강남' };
    const params = toQuery(condition);
    expect(params.get('chdAges')).toBe('3,11');
    expect([...params.keys()]).toEqual(['checkInDate', 'checkOutDate', 'cityCode', 'area', 'nationCode', 'searchText', 'adtCnt', 'chdCnt', 'chdAges']);
    expect(fromQuery(params, base(), now)).toEqual(condition);
  });

  it('leaves out ages when there are no children', () => {
    expect(toQuery(base()).has('chdAges')).toBe(false);
  });

  it('writes rooms only when more than one, and round-trips them', () => {
    expect(toQuery(base()).has('count')).toBe(false);
    const condition = { ...base(), adtCnt: 8, count: 2 };
    expect(toQuery(condition).get('count')).toBe('2');
    expect(fromQuery(toQuery(condition), base(), now)).toEqual(condition);
  });
});
