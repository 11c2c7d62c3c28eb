// Number and money formatting in the UI locale. Money is integer KRW (API contract).
import type { Locale } from '@stay/shared';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 1 }).format(value);
}

/** KRW as the traveller reads it: ko '123,000원', en 'KRW 123,000', ja '123,000ウォン'. */
export function formatKrw(value: number, locale: Locale): string {
  const n = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 }).format(value);
  if (locale === 'ko') return `${n}원`;
  if (locale === 'ja') return `${n}ウォン`;
  return `KRW ${n}`;
}

/** 850 -> '850 m', 2300 -> '2.3 km'. */
export function formatDistance(metres: number, locale: Locale): string {
  return metres < 1000 ? `${formatNumber(metres, locale)} m` : `${formatNumber(Math.round(metres / 100) / 10, locale)} km`;
}
