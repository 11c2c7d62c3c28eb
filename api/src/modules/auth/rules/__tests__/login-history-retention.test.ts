import { loginHistoryKeptFrom } from '../login-history-retention';

describe('login history retention', () => {
  it('keeps three months back to the start of the same Korean day', () => {
    // 2026-11-28 10:00 KST: kept from 2026-08-28 00:00 KST.
    expect(loginHistoryKeptFrom(new Date('2026-11-28T01:00:00Z')).toISOString()).toBe('2026-08-27T15:00:00.000Z');
  });

  it("counts on Korea's calendar day, not UTC's, just after midnight in Korea", () => {
    // 2026-12-01 00:30 KST is still 30 November in UTC.
    expect(loginHistoryKeptFrom(new Date('2026-11-30T15:30:00Z')).toISOString()).toBe('2026-08-31T15:00:00.000Z');
  });

  it('crosses the year and never keeps less than three months when the day is missing', () => {
    expect(loginHistoryKeptFrom(new Date('2027-02-10T03:00:00Z')).toISOString()).toBe('2026-11-09T15:00:00.000Z');
    // 31 May minus three months has no 31 February: it keeps from 3 March (2027 is not a leap year).
    expect(loginHistoryKeptFrom(new Date('2027-05-31T03:00:00Z')).toISOString()).toBe('2027-03-02T15:00:00.000Z');
  });
});
