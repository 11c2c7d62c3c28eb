// The cookies of a session as the browser sees them (api/src/plugins/session-cookies.ts sets them).
// The access token (stay_at) and the refresh token (stay_rt) are httpOnly: script can neither read
// nor clear them. `stay_session` is the readable hint that a refresh token exists (SPEC §4 "no
// refresh token" is read from it); the server sets and clears it together with the tokens.
import { readCookie } from '@stay/shared';

export const SESSION_HINT_COOKIE = 'stay_session';

/** True when a refresh token may exist, i.e. there is something to restore or refresh. */
export function hasRefreshHint(): boolean {
  return readCookie(SESSION_HINT_COOKIE) === '1';
}

/** Writes a cookie on the whole site (Secure over HTTPS). `maxAge` 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

/**
 * Forgets the hint, so this browser counts as logged out even when the server could not be told
 * (logout call failed). The CSRF cookie is left alone on purpose: the httpOnly refresh cookie may
 * still be there, and every later POST that carries it (the next login, too) needs the CSRF token.
 */
export function dropRefreshHint(): void {
  writeCookie(SESSION_HINT_COOKIE, '', 0);
}
