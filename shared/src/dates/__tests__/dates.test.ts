import { formatDayText, formatRemaining, formatShort, nightsBetween, remainingTime, stayLabel } from '../format';
import { addDays, compareDates, isPastDay, isValidDate, parseDate, toDateString } from '../parse';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('parseDate (SPEC §5 Dates)', () => {
  it("accepts 'yyyy-MM-dd' and 'yyyy-MM-dd HH:mm:ss' only", () => {
    expect(parseDate('2030-03-15')).toEqual(new Date(2030, 2, 15));
    expect(parseDate('2030-03-15 14:05:09')).toEqual(new Date(2030, 2, 15, 14, 5, 9));
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['2030/03/15', '2030-3-5', '15-03-2030', '2030-02-30', '2030-03-15T10:00:00', '2030-03-15 14:05', 'tomorrow', ''])(
    "treats %p as invalid and logs 'Invalid time value'",
    (text) => {
      expect(Number.isNaN(parseDate(text).getTime())).toBe(true);
      expect(isValidDate(text)).toBe(false);
      expect(warn).toHaveBeenCalledWith('[stay]', 'Invalid time value', text);
    },
  );

  it('throws when comparing with an invalid date', () => {
    expect(() => compareDates('2030-03-15', 'nope')).toThrow('Invalid time value');
    expect(compareDates('2030-03-15', '2030-03-16')).toBeLessThan(0);
    expect(compareDates('2030-03-15 10:00:00', '2030-03-15')).toBeGreaterThan(0);
  });

  it('knows past days, adds days and formats back', () => {
    const now = new Date('2030-03-15T23:00:00+09:00');
    expect(isPastDay('2030-03-14', now)).toBe(true);
    expect(isPastDay('2030-03-15', now)).toBe(false);
    expect(addDays('2030-02-28', 1)).toBe('2030-03-01');
    expect(toDateString(new Date(2030, 0, 2))).toBe('2030-01-02');
  });
});

describe('display', () => {
  // 2030-03-16 is a Saturday; "now" is a moment in Korea's 2030, then in its 2029.
  const in2030 = Date.parse('2030-06-01T00:00:00Z');
  const in2029 = Date.parse('2029-12-31T14:00:00Z'); // 23:00 on 12-31 in Korea

  it("writes a stay day with its weekday, without the year in the current Korean year", () => {
    expect(formatShort('2030-03-16', 'ko', in2030)).toBe('03.16(토)');
    expect(formatShort('2030-03-16', 'en', in2030)).toBe('Sat, Mar 16');
    expect(formatShort('2030-03-16', 'ja', in2030)).toBe('3/16(土)');
    expect(formatShort('2030-03-16', 'zh', in2030)).toBe('03.16(周六)');
  });

  it('writes the year of a stay day in another year (next year, or one looked back on)', () => {
    expect(formatShort('2030-03-16', 'ko', in2029)).toBe('2030.03.16(토)');
    expect(formatShort('2030-03-16', 'en', in2029)).toBe('Sat, Mar 16, 2030');
    expect(formatShort('2030-03-16', 'ja', in2029)).toBe('2030/3/16(土)');
    expect(formatShort('2029-03-16', 'ko', in2030)).toBe('2029.03.16(금)');
  });

  it("takes the current year from Korea's calendar, not the traveller's clock", () => {
    // 2029-12-31T16:00Z is already 2030-01-01 in Korea.
    expect(formatShort('2030-01-05', 'en', Date.parse('2029-12-31T16:00:00Z'))).toBe('Sat, Jan 5');
    expect(formatShort('2030-01-05', 'en', Date.parse('2029-12-31T14:00:00Z'))).toBe('Sat, Jan 5, 2030');
  });

  it('writes a day in a sentence in the same form', () => {
    expect(formatDayText('2030-12-20', 'ko', in2030)).toBe('12.20(금)');
    expect(formatDayText('2030-12-20', 'en', in2030)).toBe('Fri, Dec 20');
    expect(formatDayText('2030-12-20', 'ja', in2030)).toBe('12/20(金)');
  });

  it('writes the same short names Intl does, for every weekday and month', () => {
    for (let i = 0; i < 12; i += 1) {
      const day = `2031-${String(i + 1).padStart(2, '0')}-0${(i % 7) + 1}`;
      const now = Date.parse('2031-06-01T00:00:00Z');
      const utc = Date.UTC(2031, i, (i % 7) + 1);
      const intl = (locale: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...o, timeZone: 'UTC' }).format(utc);
      expect(formatShort(day, 'en', now)).toBe(`${intl('en', { weekday: 'short' })}, ${intl('en', { month: 'short' })} ${(i % 7) + 1}`);
      expect(formatShort(day, 'ko', now)).toContain(`(${intl('ko', { weekday: 'short' })})`);
      expect(formatShort(day, 'ja', now)).toContain(`(${intl('ja', { weekday: 'short' })})`);
      expect(formatShort(day, 'zh', now)).toContain(`(${intl('zh', { weekday: 'short' })})`);
    }
  });

  it('counts nights and labels the stay as nights plus days', () => {
    expect(nightsBetween('2030-03-30', '2030-04-02')).toBe(3);
    expect(stayLabel('2030-03-30', '2030-04-02', 'ko')).toBe('3박 4일');
    expect(stayLabel('2030-03-30', '2030-03-31', 'en')).toBe('1 night, 2 days');
    expect(stayLabel('2030-03-30', '2030-04-01', 'ja')).toBe('2泊3日');
  });

  it('shows remaining time as days, hours, minutes', () => {
    const t = remainingTime('2030-03-17 13:45:30', '2030-03-15 10:00:00');
    expect(t).toEqual({ days: 2, hours: 3, minutes: 45, over: false });
    expect(formatRemaining(t, 'ko')).toBe('2일 3시간 45분');
    expect(formatRemaining(t, 'en')).toBe('2 days 3 hours 45 minutes');
    expect(remainingTime('2030-03-15', '2030-03-16')).toEqual({ days: 0, hours: 0, minutes: 0, over: true });
  });
});
