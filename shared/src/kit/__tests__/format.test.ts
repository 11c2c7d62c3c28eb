// Instants are shown as their Korean day, the calendar the server decides by: a payment at 00:30
// in Korea belongs to that day although UTC still reads the day before.
import { formatDay, koreanDayOf, koreanToday } from '../format';

describe('Korean days of instants', () => {
  it('reads an instant as its day in Korea, not its UTC day', () => {
    expect(koreanDayOf('2026-12-07T15:30:00.000Z')).toBe('2026-12-08');
    expect(koreanDayOf('2026-12-08T14:59:59.999Z')).toBe('2026-12-08');
    expect(formatDay(koreanDayOf('2026-12-07T15:30:00.000Z'), 'en')).toBe('Tue, Dec 8, 2026');
  });

  it('leaves what is not an instant as it is', () => {
    expect(koreanDayOf('')).toBe('');
    expect(koreanDayOf('soon')).toBe('soon');
  });

  it("takes today's Korean day from the clock", () => {
    expect(koreanToday(new Date('2026-12-07T15:30:00Z'))).toBe('2026-12-08');
  });
});
