// React binding of the platform's one i18next instance. A component re-renders when the language
// changes and translates with a `t` fixed to its namespace. Written here instead of react-i18next:
// the platform needs only this hook, and react-i18next, a federation singleton that
// cannot be tree-shaken, brought its Trans component and an HTML parser to every first load (~9 KB).
import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, i18n } from './i18n';

function subscribeLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

/** `t` for a namespace (default 'common') in the current language, and the instance itself. */
export function useStayTranslation(ns: string = DEFAULT_NAMESPACE) {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const t = useMemo(() => i18n.getFixedT(language, ns), [language, ns]);
  return { t, i18n, ready: true as const };
}
