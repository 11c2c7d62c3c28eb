// Money (integer KRW) and dates in the UI locale; dates are Korean calendar dates (billing runs on KST).
import type { Locale } from '@stay/shared';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

// The money rule is the platform's (@stay/shared money/format).
export { formatKrw } from '@stay/shared';

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
