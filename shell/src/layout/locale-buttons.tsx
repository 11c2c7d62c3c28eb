// The KR / EN / JP buttons (SPEC §2 "Web bar"): in the web bar on tablet and PC, and in the account
// menu, which is how a phone reaches them. Each is a real link to the same path and query
// in the other locale; a plain click also remembers the choice (SPEC §7 language preference).
import { type Locale, localeFromPath, LOCALES } from '@stay/shared';
import type { MouseEvent } from 'react';
import { useShellTranslation } from '../i18n';
import { localeSwitchHref, switchLocale } from './locale-switch';

const LOCALE_BUTTON: Record<Locale, { text: string; nameKey: string }> = {
  ko: { text: 'KR', nameKey: 'webBar.langKo' },
  en: { text: 'EN', nameKey: 'webBar.langEn' },
  ja: { text: 'JP', nameKey: 'webBar.langJa' },
};

export interface LocaleSwitchProps {
  pathname: string;
  search: string;
  className: string;
  /** Shows the language's own name next to the code (the account menu has the room). */
  withNames?: boolean;
}

export function LocaleSwitch({ pathname, search, className, withNames = false }: LocaleSwitchProps) {
  const { t } = useShellTranslation();
  const current = localeFromPath(pathname).locale;
  const onClick = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Read the location at click time: the shell may have navigated since this rendered.
    switchLocale(target, target === current);
  };
  return (
    <ul className={className} aria-label={t('webBar.language')}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            className="sh-web-bar__lang"
            href={localeSwitchHref(locale, { pathname, search })}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={onClick(locale)}
          >
            {/* The name starts with the code people see (and may say to voice control), then the
                language's own name: written out in the account menu, read out only in the bar. */}
            {LOCALE_BUTTON[locale].text}{' '}
            <span className={withNames ? undefined : 'sh-visually-hidden'}>{t(LOCALE_BUTTON[locale].nameKey)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
