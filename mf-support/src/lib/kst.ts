// Dates from the API are 'yyyy-MM-dd HH:mm:ss' in Korean time (content service README); they are
// shown in Korean time too, whatever the visitor's zone, since the centre's hours are Korean.
const LOCALES = { ko: 'ko-KR', en: 'en-GB', ja: 'ja-JP' } as const;

export const fromKst = (s: string): Date => new Date(`${s.replace(' ', 'T')}+09:00`);

/** ko '2026. 03. 01. (일) 12:00', en 'Sun 1 Mar 2026, 12:00', ja '2026/03/01(日) 12:00'; days without the weekday. */
export function formatKst(s: string | null | undefined, locale: string, withTime = true): string {
  if (!s) return '';
  const lang = LOCALES[locale as keyof typeof LOCALES] ?? 'ko-KR';
  const date: Intl.DateTimeFormatOptions = lang === 'en-GB' ? { year: 'numeric', month: 'short', day: 'numeric' } : { year: 'numeric', month: '2-digit', day: '2-digit' };
  return new Intl.DateTimeFormat(lang, {
    timeZone: 'Asia/Seoul',
    ...date,
    ...(withTime ? { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(fromKst(s.length === 10 ? `${s} 00:00:00` : s));
}
