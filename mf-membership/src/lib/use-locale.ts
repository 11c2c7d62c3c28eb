// The UI locale as one of ko/en/ja, read from the platform's i18n instance.
import { DEFAULT_LOCALE, LOCALES, useStayTranslation, type Locale } from '@stay/shared';

export function useLocale(): Locale {
  const { i18n } = useStayTranslation();
  const language = i18n.language;
  return (LOCALES as readonly string[]).includes(language ?? '') ? (language as Locale) : DEFAULT_LOCALE;
}
