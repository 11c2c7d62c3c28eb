// Dates from the API are 'yyyy-MM-dd HH:mm:ss' in Korean time (content service README); they are
// shown in Korean time too, whatever the visitor's zone, since the centre's hours are Korean.
const LOCALES = { ko: 'ko-KR', en: 'en-GB', ja: 'ja-JP' } as const;

export const fromKst = (s: string): Date => new Date(`${s.replace(' ', 'T')}+09:00`);

export function formatKst(s: string | null | undefined, locale: string, withTime = true): string {
  if (!s) return '';
  const lang = LOCALES[locale as keyof typeof LOCALES] ?? 'ko-KR';
  return new Intl.DateTimeFormat(lang, {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(fromKst(s.length === 10 ? `${s} 00:00:00` : s));
}
