import { escapeText, foldLine, icsFileName, stayIcs } from '../stay-ics';

const base = {
  uid: 'A20261218-0001@awesomestay',
  title: 'Hotel Seoul, Deluxe',
  checkInDate: '2026-12-18',
  checkOutDate: '2026-12-20',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  stamp: new Date('2026-11-23T19:40:05.123Z'),
};

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('stayIcs', () => {
  it('is one VEVENT from check-in to check-out at the property times, lines ending in CRLF', () => {
    const ics = stayIcs({ ...base, location: 'Seoul', description: 'Order A1' });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').filter((l) => l.startsWith('BEGIN:VEVENT'))).toHaveLength(1);
    expect(ics).toContain('\r\nDTSTART:20261218T150000\r\n');
    expect(ics).toContain('\r\nDTEND:20261220T110000\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T194005Z\r\n');
    expect(ics).toContain('\r\nUID:A20261218-0001@awesomestay\r\n');
    expect(ics).toContain('\r\nLOCATION:Seoul\r\n');
    // No bare LF anywhere.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(unfold(stayIcs(base))).toContain('SUMMARY:Hotel Seoul\\, Deluxe');
  });

  it('falls back to 15:00 and 11:00 when the times are malformed', () => {
    const ics = stayIcs({ ...base, checkInTime: '', checkOutTime: 'noon' });
    expect(ics).toContain('DTSTART:20261218T150000');
    expect(ics).toContain('DTEND:20261220T110000');
  });

  it('refuses a stay without dates', () => {
    expect(() => stayIcs({ ...base, checkInDate: '' })).toThrow();
  });

  it('folds long lines at 75 octets without splitting a Korean character', () => {
    const name = '서울 그랜드 호텔 디럭스 더블 오션뷰 조식 포함 패키지 '.repeat(3);
    const ics = stayIcs({ ...base, title: name });
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${name}`);
    expect(foldLine('short')).toBe('short');
  });
});

describe('icsFileName', () => {
  it('keeps only safe characters of the order number', () => {
    expect(icsFileName('A2026/12:18')).toBe('stay-A20261218.ics');
    expect(icsFileName('')).toBe('stay-booking.ics');
  });
});
