// SPEC §2 "Web bar": KR, EN and JP reopen the SAME path and query in the other locale.
//
// We switch with a full page load, not a shell navigation: the locale is read from the URL once at
// boot (i18n, and MountProps.locale of every mounted remote parcel, which would otherwise all have
// to be remounted with new props), and each remote registers its strings for the page it serves.
// Switching language is rare, so one reload buys a simple, always-consistent state.
import { type Locale, localeFromPath, withLocale } from '@stay/shared';

export interface BrowserLocation {
  pathname: string;
  search: string;
  hash?: string;
}

export function localeSwitchHref(target: Locale, location: BrowserLocation): string {
  const { rest } = localeFromPath(location.pathname);
  return `${withLocale(target, rest)}${location.search}${location.hash ?? ''}`;
}

export function switchLocale(target: Locale): void {
  window.location.assign(localeSwitchHref(target, window.location));
}
