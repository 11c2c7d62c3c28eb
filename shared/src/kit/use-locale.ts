// The UI locale as one of ko/en/ja, read from the platform's i18n instance (a language i18next
// reports that the site does not have reads as the default).
import { DEFAULT_LOCALE, LOCALES, useStayTranslation, type Locale } from '@stay/shared';

export const toLocale = (language: string | undefined): Locale => (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;

export function useLocale(): Locale {
  const { i18n } = useStayTranslation();
  return toLocale(i18n.language);
}
