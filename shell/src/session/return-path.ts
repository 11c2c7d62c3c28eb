// The remembered return url around /login (SPEC §2: "the return path is remembered"; a login path
// is never stored, nor a wish/coupon/eventGiveaway/alarm url with a numeric idx — the shared
// helpers refuse those). A stored url lives only while the user is on its way to /login:
// - entering /login from an in-app page remembers that page, unless something (the api client
//   after a -3 or 499, a remote before sending the user to log in) already stored one;
// - leaving /login, or starting the app anywhere else, forgets it, so an abandoned login never
//   sends a later login somewhere stale.
import { STORAGE_KEYS, isLoginPath, localeFromPath, pushUrlHistory, readStorage, rememberReturnUrl, takeReturnUrl } from '@stay/shared';

/**
 * Set by logout (SPEC §4: logout clears the url history): the move to main that follows it is not
 * a visit to remember, else the history would hold '/' again right after being cleared.
 */
let skipMainOnce = false;

export function skipNextMainVisit(): void {
  skipMainOnce = true;
}

function hasStoredReturnUrl(): boolean {
  return readStorage<string | null>(STORAGE_KEYS.returnUrl, null) !== null;
}

/** Forgets the stored return url. */
export function forgetReturnUrl(): void {
  takeReturnUrl();
}

/**
 * The app-load rule, once, before the shell renders: a load anywhere but /login forgets the stored
 * url. It runs before anything on the page can act (a tap made before the scripts ran is made again
 * only after the shell hydrates), so it never forgets a url stored by this load.
 */
export function startReturnPath(path: string): void {
  if (!isLoginPath(path)) forgetReturnUrl();
}

/**
 * Called with the previous browser path (null on the first page of this load) and the new one,
 * both with locale prefix and query. Also keeps the url history (SPEC §7 local storage).
 */
export function trackPath(previous: string | null, next: string): void {
  const movedToMain = skipMainOnce && localeFromPath(new URL(next, 'http://stay.local').pathname).rest === '/';
  skipMainOnce = false;
  if (!movedToMain) pushUrlHistory(next);
  // The first page of this load: startReturnPath has applied the app-load rule.
  if (previous === null) return;
  const entering = isLoginPath(next);
  const leaving = isLoginPath(previous);
  if (entering && !leaving && !hasStoredReturnUrl()) rememberReturnUrl(previous);
  if (leaving && !entering) forgetReturnUrl();
}

/** Where a completed login goes: the remembered url (default '/'), never a login path. */
export function takeLoginDestination(): string {
  const url = takeReturnUrl();
  return isLoginPath(url) ? '/' : url;
}
