// Money and counts as a traveller reads them (one rule for every remote). Money is integer KRW (API
// contract): ko '123,000원', en 'KRW 123,000', ja '123,000ウォン'. Creating an Intl.NumberFormat is
// the expensive part (a results page formats hundreds of prices), so one is kept per locale
// (formatting the first page of results created one per price).
import type { Locale } from '../mf/contract';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number grouped by threes with commas, as ko-KR, en-US and ja-JP all write it. Prices are
 * whole won, and this needs no Intl.NumberFormat: the page's first one costs ~40 ms on a phone while
 * the browser loads its number data.
 */
function groupedInteger(value: number): string {
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** A whole number with grouping in the locale (a fraction is rounded; decimals: money/decimal). */
export function formatNumber(value: number, locale: Locale): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) return groupedInteger(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(TAGS[locale] ?? TAGS.ko, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(value);
}

/**
 * The minus of an amount taken off (U+2212, which screen readers say as "minus"; a hyphen they
 * may skip). Every remote writes a negative amount with it, sign first.
 */
export const MINUS = '\u2212';

/**
 * KRW as the traveller reads it: ko '123,000원', en 'KRW 123,000', ja '123,000ウォン'. A negative
 * amount has its sign before the currency in every locale: '−2,500원', '−KRW 2,500', '−2,500ウォン'.
 */
export function formatKrw(value: number, locale: Locale): string {
  if (value < 0) return `${MINUS}${formatKrw(-value, locale)}`;
  const n = formatNumber(value, locale);
  if (locale === 'ko') return `${n}원`;
  if (locale === 'ja') return `${n}ウォン`;
  return `KRW ${n}`;
}

/** A movement of money, its sign always written before the currency: '+KRW 5,000', '−KRW 2,500'; 0 unsigned. */
export function formatSignedKrw(value: number, locale: Locale): string {
  return value > 0 ? `+${formatKrw(value, locale)}` : formatKrw(value, locale);
}
