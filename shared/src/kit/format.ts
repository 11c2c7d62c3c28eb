// Dates as the remotes write them in the UI locale (money is the root's formatKrw / formatNumber).
// A calendar day 'yyyy-MM-dd' is written as that day wherever the reader is; an instant (billing,
// deadlines) is written as its Korean date, the calendar the server decides by.
import { koreanDay, type Locale } from '@stay/shared';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

/** 'yyyy-MM-dd' -> '2026. 12. 3. (목)' / 'Thu, Dec 3, 2026' / '2026/12/3(木)'; anything else as it is. */
export function formatDay(day: string, locale: Locale): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }).format(d);
}

/** An instant as its Korean date: '2026년 12월 3일' / 'December 3, 2026' / '2026年12月3日'. */
export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'Asia/Seoul', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/** An instant as its Korean date and time. */
export function formatDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'Asia/Seoul', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** A deadline instant ("before 2 Dec 00:00 KST") as the last day it still holds ("through 1 Dec"). */
export function lastDayBefore(iso: string, locale: Locale): string {
  return formatDate(new Date(Date.parse(iso) - 1).toISOString(), locale);
}

/** Today's Korean calendar day 'yyyy-MM-dd' (the server decides tabs and deadlines the same way). */
export const koreanToday = (now: Date = new Date()): string => koreanDay(now);

/** An instant's Korean calendar day 'yyyy-MM-dd' (a payment at 00:30 KST is on that day, not the UTC day before); anything unreadable as it is. */
export function koreanDayOf(iso: string): string {
  return Number.isFinite(Date.parse(iso)) ? koreanDay(iso) : iso;
}
