// Money and counts as a traveller reads them (one rule for every remote). Money is integer KRW (API
// contract): ko '123,000원', en 'KRW 123,000', ja '123,000ウォン'. Creating an Intl.NumberFormat is
// the expensive part (a results page formats hundreds of prices), so one is kept per locale and
// precision (issue 16: formatting the first page of results created one per price).
import type { Locale } from '../mf/contract';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number grouped by threes with commas, as ko-KR, en-US and ja-JP all write it. Prices are
 * whole won, and this needs no Intl.NumberFormat: the page's first one costs ~40 ms on a phone while
 * the browser loads its number data (issue 16).
 */
function groupedInteger(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/**
 * A number rounded to at most `digits` decimals, as Intl writes it in these locales, or null where
 * Intl is left to do it (exponent notation: under 1e-6 or from 1e21). A review score 9.3 on a stay
 * page's first render was the page's first Intl.NumberFormat, ~17 ms. Like Intl (ICU), it rounds
 * the number's shortest decimal form ('9.35', not the binary 9.34999…), a tie away from zero.
 */
function groupedDecimal(value: number, digits: number): string | null {
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

/** A number with grouping in the locale, at most `maxFractionDigits` decimals (default none). */
export function formatNumber(value: number, locale: Locale, maxFractionDigits = 0): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupedInteger(value);
  const plain = Number.isInteger(maxFractionDigits) && maxFractionDigits >= 0 && maxFractionDigits <= 20;
  const written = plain && Number.isFinite(value) ? groupedDecimal(value, maxFractionDigits) : null;
  if (written !== null) return written;
  const key = `${locale}|${maxFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(TAGS[locale] ?? TAGS.ko, { maximumFractionDigits: maxFractionDigits });
    formats.set(key, format);
  }
  return format.format(value);
}

/** KRW as the traveller reads it: ko '123,000원', en 'KRW 123,000', ja '123,000ウォン'. */
export function formatKrw(value: number, locale: Locale): string {
  const n = formatNumber(value, locale);
  if (locale === 'ko') return `${n}원`;
  if (locale === 'ja') return `${n}ウォン`;
  return `KRW ${n}`;
}
