// Money (integer KRW) and dates in the UI locale; dates are Korean calendar dates (billing runs on KST).
import type { Locale } from '@stay/shared';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

/** ko '1,900원', en 'KRW 1,900', ja '1,900ウォン' (as mf-product shows prices). */
export function formatKrw(value: number, locale: Locale): string {
  const n = new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: 0 }).format(value);
  if (locale === 'ko') return `${n}원`;
  if (locale === 'ja') return `${n}ウォン`;
  return `KRW ${n}`;
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}

export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'Asia/Seoul', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A deadline instant ("before 2 Dec 00:00 KST") as the last day it still holds ("through 1 Dec"). */
export function lastDayBefore(iso: string, locale: Locale): string {
  return formatDate(new Date(Date.parse(iso) - 1).toISOString(), locale);
}
