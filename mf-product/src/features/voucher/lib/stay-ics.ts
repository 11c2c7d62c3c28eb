// The stay as an iCalendar event (RFC 5545) for the voucher's "add to calendar" download: one
// VEVENT from check-in to check-out at the property's own times. The times are "floating" (no time
// zone): a stay starts at 15:00 where the property is, whatever zone the traveller's phone is in.

export interface StayEvent {
  /** Unique and stable per booking, so importing twice updates instead of duplicating. */
  uid: string;
  title: string;
  /** yyyy-MM-dd */
  checkInDate: string;
  checkOutDate: string;
  /** HH:mm; a malformed time falls back to 15:00 / 11:00. */
  checkInTime: string;
  checkOutTime: string;
  location?: string;
  description?: string;
  /** When the file was made (DTSTAMP, written in UTC). */
  stamp: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)/;

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; continuation lines start with a space, so 74 more.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function localDateTime(date: string, time: string, fallback: string): string {
  const d = DATE.exec(date);
  if (!d) throw new Error(`not a date: ${date}`);
  const t = TIME.exec(time) ?? TIME.exec(fallback)!;
  return `${d[1]}${d[2]}${d[3]}T${t[1]}${t[2]}00`;
}

function utcStamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** The .ics file text (CRLF line ends, as RFC 5545 requires). */
export function stayIcs(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AwesomeStay//Voucher//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART:${localDateTime(event.checkInDate, event.checkInTime, '15:00')}`,
    `DTEND:${localDateTime(event.checkOutDate, event.checkOutTime, '11:00')}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A file name safe on every system: 'stay-<order number>.ics'. */
export function icsFileName(orderNum: string): string {
  return `stay-${orderNum.replace(/[^A-Za-z0-9_-]/g, '') || 'booking'}.ics`;
}
