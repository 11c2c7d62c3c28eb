import { isValidDate } from '../../dates/parse';
import { KR_HOLIDAYS, KR_HOLIDAY_YEARS, isKrHoliday, krHoliday } from '../kr-holidays';

describe('Korean public holidays', () => {
  it('lists each day once, in order, as valid dates inside the covered years', () => {
    const dates = KR_HOLIDAYS.map((x) => x.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    for (const d of dates) {
      expect(isValidDate(d)).toBe(true);
      const year = Number(d.slice(0, 4));
      expect(year).toBeGreaterThanOrEqual(KR_HOLIDAY_YEARS.from);
      expect(year).toBeLessThanOrEqual(KR_HOLIDAY_YEARS.to);
    }
  });

  it('knows the fixed and lunar holidays and their substitutes', () => {
    expect(krHoliday('2026-12-25')?.name[1]).toBe('Christmas Day');
    expect(krHoliday('2027-02-07')?.name[0]).toBe('설날');
    // Liberation Day 2026 falls on a Saturday: the Monday after is the substitute.
    expect(krHoliday('2026-08-17')?.name[1]).toBe('Substitute holiday');
    expect(isKrHoliday('2026-11-23')).toBe(false);
  });

  it('has three names for every day', () => {
    for (const x of KR_HOLIDAYS) expect(x.name.every((n) => n.length > 0)).toBe(true);
  });
});
