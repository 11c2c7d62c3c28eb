// Dates from the API are 'yyyy-MM-dd HH:mm:ss' in Korean time (content service README); they are
// shown in Korean time too, whatever the visitor's zone, since the centre's hours are Korean.
import type { Locale } from '@stay/shared';
import { formatDate, formatDateTime } from '@stay/shared/kit/format';

export const fromKst = (s: string): Date => new Date(`${s.replace(' ', 'T')}+09:00`);

/** Record dates in the site's one format (kit/format.ts): ko '2026.03.01 12:00', en 'Mar 1, 2026 12:00', ja '2026/03/01 12:00'; days without the time. */
export function formatKst(s: string | null | undefined, locale: string, withTime = true): string {
  if (!s) return '';
  const lang: Locale = locale === 'en' || locale === 'ja' ? locale : 'ko';
  const iso = fromKst(s.length === 10 ? `${s} 00:00:00` : s).toISOString();
  return withTime ? formatDateTime(iso, lang) : formatDate(iso, lang);
}
