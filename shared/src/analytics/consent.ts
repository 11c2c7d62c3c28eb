// Analytics consent (our decision, SPEC §7 is silent): every analytics event needs the visitor's
// consent, first-party collector included. The choice lives in local storage ('granted' or
// 'denied'); until it is made nothing is sent (events wait in memory, see tracker.ts). The shell
// shows the banner that asks; the privacy policy page can change the answer with setConsent.
//
// The answer is also kept in a cookie: the server draws the page's first view with the
// shell's frame, and must know whether the banner is there, or the page would move when the
// browser's first render takes it away.
import { readCookie } from '../api-client/cookies';
import { readStorage, writeStorage } from '../stores/storage';

export const ANALYTICS_CONSENT_KEY = 'stay:analytics-consent';
export const ANALYTICS_CONSENT_COOKIE = 'stay_consent';
export type AnalyticsConsent = 'granted' | 'denied';

const YEAR_SECONDS = 365 * 86_400;

export const isConsent = (v: unknown): v is AnalyticsConsent => v === 'granted' || v === 'denied';

function writeConsentCookie(consent: AnalyticsConsent): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${ANALYTICS_CONSENT_COOKIE}=${consent}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

const listeners = new Set<(consent: AnalyticsConsent | null) => void>();

export function readConsent(): AnalyticsConsent | null {
  const v = readStorage<string | null>(ANALYTICS_CONSENT_KEY, null);
  if (isConsent(v)) {
    // An answer given before the cookie existed: the server learns it from the next page on.
    if (readCookie(ANALYTICS_CONSENT_COOKIE) !== v) writeConsentCookie(v);
    return v;
  }
  return null;
}

export function setConsent(consent: AnalyticsConsent): void {
  writeStorage(ANALYTICS_CONSENT_KEY, consent);
  writeConsentCookie(consent);
  for (const l of listeners) l(consent);
}

export function onConsentChange(listener: (consent: AnalyticsConsent | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
