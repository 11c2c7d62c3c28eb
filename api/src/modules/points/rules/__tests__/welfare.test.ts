import { expiryAmount, koreanYear, lastUsableDay, yearEndAt, yearEndWork } from '../welfare';

const kst = (s: string) => new Date(`${s}+09:00`);

describe('welfare points year end', () => {
  it('a year ends at 1 January 00:00 Korean time; 31 December is the last usable day', () => {
    expect(yearEndAt(2026)).toEqual(kst('2027-01-01T00:00:00'));
    expect(lastUsableDay(2026)).toEqual(kst('2026-12-31T00:00:00'));
    // 31 December 23:30 in Seoul is still 2026 there, though 2026-12-31T14:30Z.
    expect(koreanYear(kst('2026-12-31T23:30:00'))).toBe(2026);
    expect(koreanYear(kst('2027-01-01T00:00:00'))).toBe(2027);
  });

  it('expires the year just over; reminds from 30 days before the year end', () => {
    expect(yearEndWork(kst('2026-12-01T23:59:59'))).toEqual({ expireYear: 2025, remindYear: null });
    expect(yearEndWork(kst('2026-12-02T00:00:00'))).toEqual({ expireYear: 2025, remindYear: 2026 });
    expect(yearEndWork(kst('2027-01-01T00:00:00'))).toEqual({ expireYear: 2026, remindYear: null });
  });

  it('takes the balance held at the year end, never more than is left, never negative', () => {
    expect(expiryAmount(215000, 265000)).toBe(215000); // 50,000 saved in the new year stay
    expect(expiryAmount(215000, 100000)).toBe(100000); // spent on 1 January before the job ran
    expect(expiryAmount(0, 5000)).toBe(0);
    expect(expiryAmount(3000, -10)).toBe(0);
  });
});
