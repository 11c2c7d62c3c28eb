// Server messages come in the three site languages (ko, en, ja); the client may still translate
// by `data.code` (shared/src/api-client/error-messages.ts). Korean is the default (SPEC §1).
export type Locale = 'ko' | 'en' | 'ja';
export type Texts = Record<Locale, string>;

/** Picks the first supported language of an Accept-Language header; ko when none matches. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return 'ko';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().slice(0, 2), q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { lang } of ranked) if (lang === 'ko' || lang === 'en' || lang === 'ja') return lang;
  return 'ko';
}

/** The site language of one of its paths: '/en/...' and '/ja/...' carry it, every other path is Korean (SPEC §1). */
export function localeOfSitePath(pathAndQuery: string): Locale {
  const prefix = /^\/(en|ja)(?=\/|\?|#|$)/.exec(pathAndQuery)?.[1];
  return prefix === 'en' || prefix === 'ja' ? prefix : 'ko';
}

/** `{name}` placeholders are filled from `params`. */
export function format(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}
