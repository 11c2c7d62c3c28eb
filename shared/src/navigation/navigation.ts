// The navigation API (DESIGN §2): remotes never set window.location; they call these functions and
// the shell's registered Navigator does the work (adding the locale prefix, forwarding push and
// back to the host app in webview mode). `to` is always an app path WITHOUT the locale prefix,
// e.g. '/search?cityCode=SEL'.
import { localeFromPath, withLocale } from '../mf/contract';
import { currentLocale } from '../i18n/i18n';

export interface NavigateOptions {
  replace?: boolean;
}

export interface Navigator {
  push(to: string, opts?: NavigateOptions): void;
  back(): void;
  openWindow(to: string): void;
}

let registered: Navigator | null = null;

/** Called by the shell once its router is up. Returns a function that unregisters it. */
export function registerNavigator(impl: Navigator): () => void {
  registered = impl;
  return () => {
    if (registered === impl) registered = null;
  };
}

export function hasNavigator(): boolean {
  return registered !== null;
}

const isAbsoluteUrl = (to: string) => /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');

/** Browser URL for an app path in the locale of the current page (used when no shell is present). */
export function localizedHref(to: string): string {
  if (isAbsoluteUrl(to)) return to;
  // A server-rendered first view draws in the page's language, the one i18n is set to.
  const locale = typeof window === 'undefined' ? currentLocale() : localeFromPath(window.location.pathname).locale;
  return withLocale(locale, to);
}

/**
 * What a remote running alone (no shell) falls back to: plain browser navigation in the locale
 * of the current page. An object so tests can observe it (jsdom cannot navigate).
 */
export const browserNavigator: Navigator = {
  push(to, opts = {}) {
    const href = localizedHref(to);
    if (opts.replace) window.location.replace(href);
    else window.location.assign(href);
  },
  back() {
    window.history.back();
  },
  openWindow(to) {
    window.open(localizedHref(to), '_blank', 'noopener');
  },
};

const active = (): Navigator => registered ?? browserNavigator;

export function navigate(to: string, opts: NavigateOptions = {}): void {
  active().push(to, opts);
}

export function goBack(): void {
  active().back();
}

/**
 * Screens wide enough for a stay to open "in a new window" from the results (SPEC §2). A phone
 * opens it in place instead: a new tab on a phone has no Back, and switching tabs there is a chore.
 */
export const NEW_WINDOW_MEDIA = '(min-width: 744px)';

export function opensNewWindow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NEW_WINDOW_MEDIA).matches;
}

/** SPEC §2: product detail opens in a new window from the results (in place on a phone). */
export function openInNewWindow(to: string): void {
  active().openWindow(to);
}

/** The current page as an app path (locale prefix stripped) with its query, e.g. for return urls. */
export function currentAppPath(): string {
  if (typeof window === 'undefined') return '/';
  const { rest } = localeFromPath(window.location.pathname);
  return `${rest}${window.location.search}`;
}
