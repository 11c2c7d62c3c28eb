// SPEC §2 "Web bar": KR, EN and JP reopen the SAME path and query in the other locale.
//
// We switch with a full page load, not a shell navigation: the locale is read from the URL once at
// boot (i18n, and MountProps.locale of every mounted remote parcel, which would otherwise all have
// to be remounted with new props), and each remote registers its strings for the page it serves.
// Switching language is rare, so one reload buys a simple, always-consistent state.
//
// SPEC §7 keeps a language preference in local storage. A choice made with these buttons is
// remembered; a later visit to a path WITHOUT a locale prefix (the Korean default, e.g. a typed
// address or an old bookmark) opens in the remembered language. A path that names its locale
// (/en/..., /ja/...) is an explicit choice and is never redirected.
import { type Locale, LOCALES, localeFromPath, readStorage, STORAGE_KEYS, withLocale, writeStorage } from '@stay/shared';

export interface BrowserLocation {
  pathname: string;
  search: string;
  hash?: string;
}

export function localeSwitchHref(target: Locale, location: BrowserLocation): string {
  const { rest } = localeFromPath(location.pathname);
  return `${withLocale(target, rest)}${location.search}${location.hash ?? ''}`;
}

export function rememberLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.language, locale);
}

export function rememberedLocale(): Locale | null {
  const stored = readStorage<unknown>(STORAGE_KEYS.language, null);
  return typeof stored === 'string' && (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : null;
}

/** Remembers `target` and reopens the page in it (nothing to reopen when it is already shown). */
export function switchLocale(target: Locale, alreadyShown = false): void {
  rememberLocale(target);
  if (!alreadyShown) window.location.assign(localeSwitchHref(target, window.location));
}

/**
 * Where an unprefixed (Korean default) address should go for a visitor who chose another language,
 * or null to stay. Only the address without a locale prefix follows the preference.
 */
export function preferredLocaleHref(location: BrowserLocation, preferred: Locale | null): string | null {
  if (!preferred || preferred === 'ko') return null;
  if (localeFromPath(location.pathname).locale !== 'ko') return null;
  return localeSwitchHref(preferred, location);
}
