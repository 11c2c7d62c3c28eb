// Money and dates in the UI locale. Money is integer KRW (API contract).
import { DEFAULT_LOCALE, LOCALES, useStayTranslation, type Locale } from '@stay/shared';

const TAGS: Record<Locale, string> = { ko: 'ko-KR', en: 'en-US', ja: 'ja-JP' };

// The money rule is the platform's (@stay/shared money/format).
export { formatKrw, formatNumber } from '@stay/shared';

/** 'yyyy-MM-dd' -> '2026. 12. 3. (목)' / 'Thu, Dec 3, 2026' / '2026/12/3(木)'. */
export function formatDay(day: string, locale: Locale): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(TAGS[locale], { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', weekday: 'short' }).format(d);
}

export const toLocale = (language: string | undefined): Locale =>
  (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;

export function useLocale(): Locale {
  const { i18n } = useStayTranslation();
  return toLocale(i18n.language);
}

/** Today's Korean calendar day 'yyyy-MM-dd' (the server decides tabs and deadlines the same way). */
export const koreanToday = (now: Date = new Date()): string => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
