// Request fields of the content service (valibot; plugins/valibot.ts turns failures into
// INVALID_INPUT with the field and rule).
import * as v from 'valibot';
import { msg } from './fields';

/** Control characters (C0 and DEL); a NUL cannot even reach PostgreSQL. */
const hasControl = (s: string): boolean => [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Control characters but line breaks and tabs: what a paragraph of text may hold. */
const hasControlInLines = (s: string): boolean => [...s].some((c) => { const n = c.charCodeAt(0); return (n < 0x20 && n !== 0x09 && n !== 0x0a && n !== 0x0d) || n === 0x7f; });

/** Text of several lines (line breaks and tabs allowed, no other control character), with a length cap. */
export const paragraph = (max: number) => v.pipe(v.string(msg('TYPE')), v.maxLength(max, msg('INVALID')), v.check((s) => !hasControlInLines(s), msg('INVALID')), v.trim());

/** Text without control characters, with a length cap. */
export const text = (max: number) => v.pipe(v.string(msg('TYPE')), v.maxLength(max, msg('INVALID')), v.check((s) => !hasControl(s), msg('INVALID')), v.trim());

/** A catalogue code (cityCode 'SEL', area 'SEL-GANGNAM', 'PRODUCT_TYPE', '105'); '' allowed. */
export const code = (max = 60) => v.pipe(v.string(msg('TYPE')), v.trim(), v.maxLength(max, msg('INVALID')), v.regex(/^[A-Za-z0-9_.-]*$/, msg('INVALID')));

/** SPEC §5 Dates: 'yyyy-MM-dd' (the time part of the second format is ignored), a real day. */
export const DAY = v.pipe(
  v.string(msg('TYPE')),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, msg('INVALID')),
  v.transform((s) => s.slice(0, 10)),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), msg('INVALID')),
);

export const int = (min: number, max: number) => v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(min, msg('INVALID')), v.maxValue(max, msg('INVALID')));

/** A numeric path or query parameter (strings on the wire). */
export const intParam = (min: number, max: number) =>
  v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,9}$/, msg('NUMBER')), v.transform(Number), v.minValue(min, msg('INVALID')), v.maxValue(max, msg('INVALID')));
