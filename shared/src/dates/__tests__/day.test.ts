// Calendar days as 'yyyy-MM-dd' (SPEC §5 Dates): month ends, leap years, strict reading, and day
// arithmetic that a daylight-saving change cannot move.
import { defaultCheckInDay } from '../default-stay';
import { addMonths, addYears, dayForGridKey, daysInMonth, koreanDay, localDay, monthGrid, plusDays, readDateParts, weekdayOf } from '../day';
import { formatDayWith, formatShort, nightsBetween, weekdayNames } from '../format';
import { addDays, compareDays, isPastDay, isValidDate, toDateString, today } from '../parse';

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('strict reading', () => {
  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-01-00', '2027-02-29', '2026-3-1', '26-03-01', '2026-03-01T10:00:00', '2026-03-01 10:00', '2026-03-01 24:00:00', '2026-03-01 10:60:00', '2026-03-01 10:00:60', ' ', 'x2026-03-01'])(
    'rejects %p',
    (text) => {
      expect(readDateParts(text)).toBeNull();
      expect(isValidDate(text)).toBe(false);
    },
  );

  it('accepts existing days and times, and leap days only in leap years', () => {
    expect(readDateParts('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29, hour: 0, minute: 0, second: 0 });
    expect(readDateParts('2026-12-31 23:59:59')).toEqual({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59 });
    expect(isValidDate('2000-02-29')).toBe(true); // divisible by 400
    expect(isValidDate('2100-02-29')).toBe(false); // divisible by 100 only
    expect(isValidDate(' 2026-03-01 ')).toBe(true); // surrounding spaces are trimmed
    expect(isValidDate(new Date(Number.NaN))).toBe(false);
    expect(isValidDate(20260301)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('crosses month and year ends, and knows the days of each month', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-23 22:30:00', 10)).toBe('2026-12-03');
    expect([1, 2, 4, 12].map((m) => daysInMonth(`2026-${String(m).padStart(2, '0')}-15`))).toEqual([31, 28, 30, 31]);
    expect(daysInMonth('2028-02-01')).toBe(29);
  });

  it('adds months and years clamped to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2028-02-29', -4)).toBe('2024-02-29');
  });

  it('counts whole nights and compares days whatever the time of day', () => {
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(nightsBetween('2028-02-27', '2028-03-02')).toBe(4);
    expect(compareDays('2026-03-15 23:59:59', '2026-03-15')).toBe(0);
    expect(compareDays('2026-03-14', '2026-03-15 00:00:01')).toBe(-1);
  });

  it('reads weekdays Sunday 0 ... Saturday 6', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-27', '2026-11-28'].map(weekdayOf)).toEqual([0, 1, 5, 6]);
    expect(weekdayOf('2000-01-01')).toBe(6);
  });

  // Spring-forward nights are 23 hours long in many zones (Europe/Berlin 2026-03-29, America/
  // New_York 2026-03-08). Whatever zone this runs in, every day of the year is one day apart.
  it('keeps every day of a year one day apart, daylight saving or not', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 365; i += 1) {
      const next = plusDays(day, 1);
      expect(nightsBetween(day, next)).toBe(1);
      day = next;
    }
    expect(day).toBe('2027-01-01');
    expect(nightsBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(nightsBetween('2026-10-24', '2026-10-26')).toBe(2);
  });
});

describe('today is the Korean calendar day, on the server and in any browser', () => {
  it('is the Korean day of `now`, whatever the process time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Seoul', 'Pacific/Honolulu', 'Etc/GMT-14']) {
        process.env.TZ = tz;
        // 00:30 in Korea is still the day before in UTC and Honolulu, already the day after at UTC+14.
        expect(today(new Date('2026-12-07T15:30:00Z'))).toBe('2026-12-08');
        expect(today(new Date('2026-12-08T14:59:59Z'))).toBe('2026-12-08');
        expect(today(new Date('2026-12-08T15:00:00Z'))).toBe('2026-12-09');
      }
    } finally {
      process.env.TZ = zone;
    }
    expect(koreanDay('2028-02-28T15:00:00Z')).toBe('2028-02-29');
    expect(koreanDay(Date.parse('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(() => koreanDay('soon')).toThrow('Invalid time value');
    expect(localDay(new Date(2028, 1, 29, 12))).toBe('2028-02-29');
    expect(toDateString(new Date(2026, 0, 2, 23, 30))).toBe('2026-01-02');
  });

  it('calls a day past only once its whole Korean day is over', () => {
    const lateEvening = new Date('2026-11-23T23:30:00+09:00');
    expect(isPastDay('2026-11-22', lateEvening)).toBe(true);
    expect(isPastDay('2026-11-23', lateEvening)).toBe(false);
    // 00:01 in Korea: yesterday is past although UTC still reads yesterday.
    expect(isPastDay('2026-11-23', new Date('2026-11-24T00:01:00+09:00'))).toBe(true);
  });
});

describe('SPEC §9 default check-in across months and leap years', () => {
  it('moves a Friday or Saturday to the Sunday after, over a month end', () => {
    // 2026-01-20 + 10 = Friday 01-30 -> Sunday 02-01; 2026-01-21 + 10 = Saturday 01-31 -> Sunday 02-01.
    expect(defaultCheckInDay('2026-01-20')).toBe('2026-02-01');
    expect(defaultCheckInDay('2026-01-21')).toBe('2026-02-01');
    // 2026-01-22 + 10 = Sunday 02-01, kept.
    expect(defaultCheckInDay('2026-01-22')).toBe('2026-02-01');
  });

  it('counts a leap day', () => {
    // 2028-02-19 + 10 = Tuesday 02-29 (2028 is a leap year); 2026-02-19 + 10 = Sunday 03-01.
    expect(defaultCheckInDay('2028-02-19')).toBe('2028-02-29');
    expect(defaultCheckInDay('2026-02-19')).toBe('2026-03-01');
    // 2028-02-23 + 10 = Saturday 03-04 (past the 29th) -> Sunday 03-05.
    expect(defaultCheckInDay('2028-02-23')).toBe('2028-03-05');
  });
});

describe('month grids', () => {
  it('lays out a month in Sunday-first weeks padded with null', () => {
    const february = monthGrid('2026-02-14');
    // February 2026 starts on a Sunday and has exactly four weeks.
    expect(february).toHaveLength(4);
    expect(february[0]).toEqual(['2026-02-01', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05', '2026-02-06', '2026-02-07']);
    expect(february[3]?.[6]).toBe('2026-02-28');

    const leap = monthGrid('2028-02-01');
    // February 2028 starts on a Tuesday and ends on Tuesday the 29th.
    expect(leap[0]).toEqual([null, null, '2028-02-01', '2028-02-02', '2028-02-03', '2028-02-04', '2028-02-05']);
    expect(leap[leap.length - 1]).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', null, null, null, null]);
    expect(leap.flat().filter(Boolean)).toHaveLength(29);
  });

  it('can start the week on Monday', () => {
    expect(monthGrid('2026-11-01', 1)[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
  });
});

describe('display', () => {
  // In the middle of 2026 in Korea: days of 2026 show no year, other years do.
  const now = new Date('2026-06-01T03:00:00Z');
  it.each([
    ['2026-03-15', 'ko', '03.15(일)'],
    ['2026-03-15', 'en', 'Sun, Mar 15'],
    ['2026-03-15', 'ja', '3/15(日)'],
    ['2025-03-15', 'ko', '2025.03.15(토)'],
    ['2025-03-15', 'en', 'Sat, Mar 15, 2025'],
    ['2025-03-15', 'ja', '2025/3/15(土)'],
    ['2028-02-29', 'en', 'Tue, Feb 29, 2028'],
    ['2026-12-05', 'ja', '12/5(土)'],
  ] as const)('formatShort(%p, %p) is %p', (day, locale, expected) => {
    expect(formatShort(day, locale, now)).toBe(expected);
  });

  it('shows the calendar day of a Date, not the UTC one', () => {
    expect(formatShort(new Date(2026, 2, 15, 23, 59), 'ko', now)).toBe('03.15(일)');
    expect(formatShort(new Date(2026, 2, 15, 0, 1), 'ko', now)).toBe('03.15(일)');
  });

  it('throws on an invalid day', () => {
    expect(() => formatShort('2026-02-30', 'ko')).toThrow('Invalid time value');
  });

  it('names the weekdays Sunday first and writes whole days', () => {
    expect(weekdayNames('en', 'short')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(weekdayNames('ko', 'long')[6]).toBe('토요일');
    expect(weekdayNames('ja', 'short')[0]).toBe('日');
    expect(formatDayWith('2030-03-16', 'en', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })).toBe('Saturday, March 16, 2030');
    expect(formatDayWith('2026-12-18', 'ko', { month: 'short', day: 'numeric', weekday: 'short' })).toBe('12월 18일 (금)');
  });
});

describe('dayForGridKey', () => {
  // 2030-03-13 is a Wednesday.
  it.each([
    ['ArrowLeft', '2030-03-12'],
    ['ArrowRight', '2030-03-14'],
    ['ArrowUp', '2030-03-06'],
    ['ArrowDown', '2030-03-20'],
    ['Home', '2030-03-10'],
    ['End', '2030-03-16'],
    ['PageUp', '2030-02-13'],
    ['PageDown', '2030-04-13'],
    ['Tab', null],
  ])('%s from a Wednesday', (key, expected) => {
    expect(dayForGridKey('2030-03-13', key)).toBe(expected);
  });

  it('ends the week where it starts, and pages by a year when asked', () => {
    expect(dayForGridKey('2030-03-13', 'Home', 1)).toBe('2030-03-11');
    expect(dayForGridKey('2030-03-13', 'End', 1)).toBe('2030-03-17');
    expect(dayForGridKey('2028-02-29', 'PageDown', 0, true)).toBe('2029-02-28');
  });
});
