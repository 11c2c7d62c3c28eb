// Numbers with decimals (a review score 9.3, a distance 2.3 km) as ko-KR, en-US and ja-JP all write
// them: grouped by threes with commas, a point before the decimals, none left over at the end.
// Written out rather than through Intl.NumberFormat: a page's first one costs 20-40 ms while the
// browser loads its number data, in the middle of the stay page's start-up. Not in the
// package's index on purpose: only the pages that show decimals carry it (`@stay/shared/money/decimal`).
import type { Locale } from '../mf/contract';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

/**
 * `value` rounded to at most `digits` decimals, or null where Intl is left to write it (exponent
 * notation: under 1e-6 or from 1e21). Like Intl (ICU), it rounds the number's shortest decimal form
 * ('9.35', not the binary 9.34999…), a tie away from zero.
 */
function written(value: number, digits: number): string | null {
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const up = fraction.length > digits && fraction.charCodeAt(digits) >= 53; // '5'
  const scaled = (BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (up ? 1n : 0n)).toString().padStart(digits + 1, '0');
  const int = digits ? scaled.slice(0, -digits) : scaled;
  const kept = (digits ? scaled.slice(-digits) : '').replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${kept ? `.${kept}` : ''}`;
}

/** A number in the locale with at most `digits` decimals (0-20), exactly as Intl.NumberFormat writes it. */
export function formatDecimal(value: number, locale: Locale, digits: number): string {
  const plain = Number.isInteger(digits) && digits >= 0 && digits <= 20 && Number.isFinite(value);
  return (plain ? written(value, digits) : null) ?? new Intl.NumberFormat(TAGS[locale] ?? TAGS.ko, { maximumFractionDigits: digits }).format(value);
}
