// The UI locale as one of ko/en/ja, read from the platform's i18n instance.
import { DEFAULT_LOCALE, LOCALES, useStayTranslation, type Locale } from '@stay/shared';

export function toLocale(language: string | undefined): Locale {
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;
}

export function useLocale(): Locale {
  const { i18n } = useStayTranslation();
  return toLocale(i18n.language);
}
