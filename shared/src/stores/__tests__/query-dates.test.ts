import { fromQuery } from '../search-query';
import { lastCheckInDate, queryDates } from '../query-dates';

// A Monday, so the default check-in (10 days later) is a Thursday and not pushed.
const now = new Date(2026, 10, 23, 9); // local 09:00

describe('link dates (SPEC §4 search defaults, §9 limits)', () => {
  test('dates within the limits are used as they are, with nothing to say', () => {
    expect(queryDates('2026-12-01', '2026-12-03', now)).toEqual({ checkInDate: '2026-12-01', checkOutDate: '2026-12-03', corrections: [] });
  });

  test('a check-in on the last selling day is allowed; one day later reverts both dates to the defaults', () => {
    expect(lastCheckInDate(now)).toBe('2027-05-22');
    expect(queryDates('2027-05-22', '2027-05-23', now).corrections).toEqual([]);
    expect(queryDates('2027-05-23', '2027-05-24', now)).toEqual({ checkInDate: '2026-12-03', checkOutDate: '2026-12-04', corrections: ['checkInTooFar'] });
  });

  test('a past or unreadable check-in reverts to the defaults and says which', () => {
    expect(queryDates('2026-11-01', '2026-11-02', now).corrections).toEqual(['checkInPast']);
    expect(queryDates('2026-13-45', '2026-12-02', now).corrections).toEqual(['checkInInvalid']);
  });

  test('over 30 nights keeps the check-in and checks out the next day', () => {
    expect(queryDates('2026-12-01', '2026-12-31', now).corrections).toEqual([]);
    expect(queryDates('2026-12-01', '2027-01-01', now)).toEqual({ checkInDate: '2026-12-01', checkOutDate: '2026-12-02', corrections: ['tooManyNights'] });
  });

  test('a check-out before the check-in is replaced and said', () => {
    expect(queryDates('2026-12-05', '2026-12-01', now)).toEqual({ checkInDate: '2026-12-05', checkOutDate: '2026-12-06', corrections: ['checkOutInvalid'] });
  });

  test('missing dates take the defaults without a message', () => {
    expect(queryDates(null, null, now)).toEqual({ checkInDate: '2026-12-03', checkOutDate: '2026-12-04', corrections: [] });
  });

  test('fromQuery applies the same limits', () => {
    const c = fromQuery(new URLSearchParams('checkInDate=2027-08-01&checkOutDate=2027-08-03'), undefined, now);
    expect([c.checkInDate, c.checkOutDate]).toEqual(['2026-12-03', '2026-12-04']);
  });
});
