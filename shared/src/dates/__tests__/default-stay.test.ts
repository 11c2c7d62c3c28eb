import { defaultCheckInDay, defaultStayDays } from '../default-stay';

describe('SPEC §9 default stay', () => {
  it('checks in 10 days later, moving a Friday or Saturday to the Sunday after', () => {
    // 2026-11-23 is a Monday: +10 is Thursday 12-03, kept.
    expect(defaultCheckInDay('2026-11-23')).toBe('2026-12-03');
    // +10 is Friday 12-04 -> Sunday 12-06; +10 is Saturday 12-05 -> Sunday 12-06.
    expect(defaultCheckInDay('2026-11-24')).toBe('2026-12-06');
    expect(defaultCheckInDay('2026-11-25')).toBe('2026-12-06');
    expect(defaultCheckInDay('2026-11-26')).toBe('2026-12-06');
  });

  it('checks out one day after, across a month and a year end', () => {
    expect(defaultStayDays('2026-12-21')).toEqual({ checkInDate: '2026-12-31', checkOutDate: '2027-01-01' });
  });
});
