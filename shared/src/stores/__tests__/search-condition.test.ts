import { initI18n } from '../../i18n/i18n';
import { createSearchConditionStore, pickCondition } from '../search-condition';

beforeAll(() => initI18n('ko'));
beforeEach(() => {
  jest.useFakeTimers({ now: new Date(2030, 1, 22, 12) }); // 2030-02-22 local noon
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('createSearchConditionStore', () => {
  it('starts from the defaults and gives each widget its own store', () => {
    const a = createSearchConditionStore();
    const b = createSearchConditionStore();
    a.getState().setAdults(4);
    expect(a.getState().adtCnt).toBe(4);
    expect(b.getState().adtCnt).toBe(2);
    expect(b.getState().checkInDate).toBe('2030-03-04');
  });

  it('clears the check-out when a check-in is set, and confirm defaults it to the next day (SPEC §4)', () => {
    const s = createSearchConditionStore();
    s.getState().setCheckIn('2030-04-10');
    expect(s.getState().checkOutDate).toBe('');
    s.getState().confirmDates();
    expect(s.getState().checkOutDate).toBe('2030-04-11');
  });

  it('ignores a past check-in and starts a new range for a check-out before check-in', () => {
    const s = createSearchConditionStore();
    s.getState().setCheckIn('2030-01-01');
    expect(s.getState().checkInDate).toBe('2030-03-04');
    s.getState().setCheckIn('2030-04-10');
    s.getState().setCheckOut('2030-04-08');
    expect(s.getState()).toMatchObject({ checkInDate: '2030-04-08', checkOutDate: '' });
    s.getState().setCheckOut('2030-04-12');
    expect(s.getState()).toMatchObject({ checkInDate: '2030-04-08', checkOutDate: '2030-04-12' });
  });

  it('reverts both dates to the defaults on search when either is empty (SPEC §4)', () => {
    const s = createSearchConditionStore();
    s.getState().setCheckIn('2030-04-10');
    expect(s.getState().prepareSearch()).toMatchObject({ checkInDate: '2030-03-04', checkOutDate: '2030-03-05' });
  });

  it('adds a child with age 0 and removes the last one', () => {
    const s = createSearchConditionStore();
    s.getState().addChild();
    s.getState().setChildAge(0, 7);
    s.getState().addChild();
    expect(s.getState()).toMatchObject({ chdCnt: 2, chdAges: [7, 0] });
    s.getState().removeChild();
    expect(s.getState()).toMatchObject({ chdCnt: 1, chdAges: [7] });
    s.getState().removeChild();
    s.getState().removeChild();
    expect(s.getState()).toMatchObject({ chdCnt: 0, chdAges: [] });
  });

  it('holds at 8 guests and 1-5 rooms', () => {
    const s = createSearchConditionStore();
    s.getState().setAdults(8);
    s.getState().addChild();
    expect(s.getState()).toMatchObject({ adtCnt: 8, chdCnt: 0 });
    s.getState().setRooms(6);
    expect(s.getState().count).toBe(5);
    s.getState().setRooms(0);
    expect(s.getState().count).toBe(1);
  });

  it('keeps one adult per room: rooms stop at the adults, adults stop at the rooms', () => {
    const s = createSearchConditionStore({ adtCnt: 2 });
    s.getState().setRooms(3);
    expect(s.getState().count).toBe(2);
    s.getState().setAdults(8);
    s.getState().setRooms(2);
    expect(s.getState()).toMatchObject({ adtCnt: 8, count: 2 });
    s.getState().setAdults(1);
    expect(s.getState()).toMatchObject({ adtCnt: 2, count: 2 });
  });

  it('persists under a storage key and replaces stale stored dates on load', () => {
    const s = createSearchConditionStore({}, { storageKey: 'k' });
    s.getState().setDestination({ cityCode: 'TYO', nationCode: 'JP', searchText: '도쿄' });
    s.getState().setCheckIn('2030-03-20');
    s.getState().confirmDates();
    const again = createSearchConditionStore({}, { storageKey: 'k' });
    expect(pickCondition(again.getState())).toMatchObject({ cityCode: 'TYO', checkInDate: '2030-03-20', checkOutDate: '2030-03-21' });

    jest.setSystemTime(new Date(2030, 2, 25, 12)); // the stored stay is now in the past
    const later = createSearchConditionStore({}, { storageKey: 'k' });
    expect(later.getState()).toMatchObject({ cityCode: 'TYO', checkInDate: '2030-04-04', checkOutDate: '2030-04-05' });
  });

  it('applies a /search query', () => {
    const s = createSearchConditionStore({ count: 3, adtCnt: 3 });
    s.getState().applyQuery(new URLSearchParams('checkInDate=2030-05-01&cityCode=OSA&nationCode=JP&chdCnt=1'));
    expect(s.getState()).toMatchObject({ checkInDate: '2030-05-01', checkOutDate: '2030-05-02', cityCode: 'OSA', chdAges: [0], count: 3 });
  });

  it('tells no one when a query says what the store already holds', () => {
    const s = createSearchConditionStore({ count: 3, adtCnt: 3 });
    const query = new URLSearchParams('checkInDate=2030-05-01&checkOutDate=2030-05-03&cityCode=OSA&nationCode=JP&chdCnt=1&chdAges=4');
    s.getState().applyQuery(query);
    const heard = jest.fn();
    s.subscribe(heard);
    s.getState().applyQuery(new URLSearchParams(query));
    expect(heard).not.toHaveBeenCalled();
    s.getState().applyQuery(new URLSearchParams('checkInDate=2030-05-01&checkOutDate=2030-05-03&cityCode=OSA&nationCode=JP&chdCnt=1&chdAges=5'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(s.getState().chdAges).toEqual([5]);
  });
});
