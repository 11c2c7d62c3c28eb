// Number and money formatting in the UI locale. Money is integer KRW (API contract).
import type { Locale } from '@stay/shared';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 }).format(value);
}

/** KRW as the traveller reads it: ko '123,000원', en 'KRW 123,000', ja '123,000ウォン'. */
export function formatKrw(value: number, locale: Locale): string {
  const n = formatNumber(value, locale);
  if (locale === 'ko') return `${n}원`;
  if (locale === 'ja') return `${n}ウォン`;
  return `KRW ${n}`;
}

/** Review score 0-10 with one decimal ('9.2'). */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1);
}
