// SPEC §5 "Other rules": numeric fields become numbers (non-numeric -> 0), text is trimmed,
// booleans are kept. Used on form input before it is sent and on query strings.
import * as v from 'valibot';

export function coerceNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return 0;
    const n = Number(text);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

export function coerceText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/**
 * Coerces a flat record: keys in `numericKeys` to numbers, strings trimmed, booleans and
 * everything else kept as they are.
 */
export function coerceRecord<T extends Record<string, unknown>>(record: T, numericKeys: readonly (keyof T)[] = []): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (numericKeys.includes(key)) out[key] = coerceNumber(value);
    else if (typeof value === 'string') out[key] = value.trim();
    else out[key] = value;
  }
  return out as T;
}

/** valibot schemas with the same coercions, for request bodies and forms. */
export const NUMERIC_FIELD = v.pipe(v.unknown(), v.transform(coerceNumber));
export const TEXT_FIELD = v.pipe(v.unknown(), v.transform(coerceText));
