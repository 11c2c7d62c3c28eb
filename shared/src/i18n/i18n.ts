// The platform's ONE i18next instance (DESIGN §2: i18next is a shared singleton and so is
// @stay/shared, so every remote translates with this object). Resources are bundled JS objects:
// no network loading, so initialisation is synchronous. Framework-free: React bindings live in
// use-stay-translation.ts.
import { createInstance, type TOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, localeFromPath, type Locale } from '../mf/contract';
import { logger } from '../log/logger';
import { fixParticles } from './particles';
import { commonEn } from './resources/common-en';
import { commonJa } from './resources/common-ja';
import { commonKo } from './resources/common-ko';

export const DEFAULT_NAMESPACE = 'common';

/** A namespace's translations, one tree per UI locale. */
export type Bundle = Record<Locale, Record<string, unknown>>;

export const i18n = createInstance();

// Korean strings write a particle after a value as its two forms ('{{amount}}이(가)'); once the
// value is in, the right one is chosen (particles.ts).
// Only Korean particles match, so other languages pass through unchanged.
i18n.use({ type: 'postProcessor', name: 'particles', process: (value: string) => fixParticles(value) });

// Only the languages in use are loaded into i18next: a page starts with its own language
// and the fallback; another language's strings are added the first time it is asked for (a locale
// switch, a translation with `lng`). Every registered bundle is kept for that.
const bundles = new Map<string, Bundle[]>([[DEFAULT_NAMESPACE, [{ ko: commonKo, en: commonEn, ja: commonJa }]]]);
const loaded = new Set<Locale>();

/** Adds a language's strings now, if not already there (a language change does it by itself). */
export function loadLanguage(lng: string): void {
  const locale = LOCALES.find((l) => l === lng);
  if (!locale || loaded.has(locale)) return;
  loaded.add(locale);
  if (!i18n.isInitialized) return; // init adds the resources it starts with
  for (const [ns, list] of bundles) for (const bundle of list) i18n.addResourceBundle(locale, ns, bundle[locale], true, true);
}
i18n.on('languageChanging', loadLanguage);

function detectLocale(): Locale {
  if (typeof window === 'undefined') return DEFAULT_LOCALE;
  return localeFromPath(window.location.pathname).locale;
}

function ensureInitialised(locale: Locale): void {
  if (i18n.isInitialized) return;
  const start = [...new Set<Locale>([locale, DEFAULT_LOCALE])];
  for (const l of start) loaded.add(l);
  const common: Bundle = { ko: commonKo, en: commonEn, ja: commonJa };
  void i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    resources: Object.fromEntries(start.map((l) => [l, { [DEFAULT_NAMESPACE]: common[l] }])),
    // Bundled resources: init finishes before this call returns.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes; these strings never go to innerHTML.
    returnNull: false,
    postProcess: ['particles'],
  });
}

/**
 * Initialises the instance once; later calls only switch the language (idempotent for the same
 * locale). The shell calls it with the locale of the URL.
 */
export function initI18n(locale: Locale = detectLocale()): typeof i18n {
  ensureInitialised(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return i18n;
}

/** The current UI locale. */
export function currentLocale(): Locale {
  ensureInitialised(detectLocale());
  const lng = i18n.language;
  return (LOCALES as readonly string[]).includes(lng) ? (lng as Locale) : DEFAULT_LOCALE;
}

/** Translates outside React (api client, popups, stores). Keys may be 'ns:key'. */
export function translate(key: string, options?: TOptions): string {
  ensureInitialised(detectLocale());
  if (typeof options?.lng === 'string') loadLanguage(options.lng);
  return options ? i18n.t(key, options) : i18n.t(key);
}

/** True when `key` has a translation in the current (or fallback) language. */
export function hasTranslation(key: string): boolean {
  ensureInitialised(detectLocale());
  return i18n.exists(key);
}

function flatKeys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) =>
    flatKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}

/** Keys present in one locale of `bundle` but missing in another, as 'locale:key'. */
export function missingKeys(bundle: Bundle): string[] {
  const perLocale = LOCALES.map((locale) => new Set(flatKeys(bundle[locale])));
  const all = new Set(perLocale.flatMap((set) => [...set]));
  return LOCALES.flatMap((locale, i) => [...all].filter((key) => !perLocale[i]?.has(key)).map((key) => `${locale}:${key}`));
}

/**
 * Registers a remote's namespace (its own strings, ko/en/ja). Re-registering merges and
 * overwrites, so a redeployed remote can replace its texts without a reload.
 */
export function addBundle(ns: string, bundle: Bundle): void {
  ensureInitialised(detectLocale());
  // A development aid (each bundle's own test checks it): not worth a page's start-up time.
  if (process.env.NODE_ENV !== 'production') {
    const missing = missingKeys(bundle);
    if (missing.length > 0) logger.warn(`i18n bundle '${ns}' is missing keys`, missing);
  }
  bundles.set(ns, [...(bundles.get(ns) ?? []), bundle]);
  for (const locale of loaded) i18n.addResourceBundle(locale, ns, bundle[locale], true, true);
}
