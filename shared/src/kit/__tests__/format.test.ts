// Instants are shown as their Korean day, the calendar the server decides by: a payment at 00:30
// in Korea belongs to that day although UTC still reads the day before.
import { formatDate, formatDateTime, formatDay, formatRecordDay, koreanDayOf, koreanToday } from '../format';

describe('Korean days of instants', () => {
  it('reads an instant as its day in Korea, not its UTC day', () => {
    expect(koreanDayOf('2026-12-07T15:30:00.000Z')).toBe('2026-12-08');
    expect(koreanDayOf('2026-12-08T14:59:59.999Z')).toBe('2026-12-08');
    expect(formatDay(koreanDayOf('2026-12-07T15:30:00.000Z'), 'en', Date.parse('2027-01-10T00:00:00Z'))).toBe('Tue, Dec 8, 2026');
    expect(formatDate('2026-12-07T15:30:00.000Z', 'ko')).toBe('2026.12.08');
  });

  it('leaves what is not an instant as it is', () => {
    expect(koreanDayOf('')).toBe('');
    expect(koreanDayOf('soon')).toBe('soon');
  });

  it("takes today's Korean day from the clock", () => {
    expect(koreanToday(new Date('2026-12-07T15:30:00Z'))).toBe('2026-12-08');
  });
});

describe('the one date format family', () => {
  const in2026 = Date.parse('2026-06-01T00:00:00Z');
  it('writes a stay day without the year this Korean year and with it in another', () => {
    expect(formatDay('2026-12-20', 'ko', in2026)).toBe('12.20(일)');
    expect(formatDay('2026-12-20', 'en', in2026)).toBe('Sun, Dec 20');
    expect(formatDay('2026-12-20', 'ja', in2026)).toBe('12/20(日)');
    expect(formatDay('2027-12-20', 'ko', in2026)).toBe('2027.12.20(월)');
    expect(formatDay('2027-12-20', 'en', in2026)).toBe('Mon, Dec 20, 2027');
    expect(formatDay('2027-12-20', 'ja', in2026)).toBe('2027/12/20(月)');
    expect(formatDay('soon', 'ko')).toBe('soon');
  });

  it('writes a record day always with the year and no weekday', () => {
    expect(formatRecordDay('2026-12-20', 'ko')).toBe('2026.12.20');
    expect(formatRecordDay('2027-12-20', 'en')).toBe('Dec 20, 2027');
    expect(formatRecordDay('2027-12-05', 'ja')).toBe('2027/12/05');
    expect(formatRecordDay('2027-02-30', 'ja')).toBe('2027-02-30');
  });

  it('writes a record time as its Korean day and 24-hour time', () => {
    expect(formatDateTime('2026-12-07T15:30:00.000Z', 'ko')).toBe('2026.12.08 00:30');
    expect(formatDateTime('2026-12-07T05:05:00.000Z', 'en')).toBe('Dec 7, 2026 14:05');
    expect(formatDateTime('later', 'ja')).toBe('later');
  });
});
