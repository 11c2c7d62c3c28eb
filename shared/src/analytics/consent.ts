// Analytics consent (our decision, SPEC §7 is silent): every analytics event needs the visitor's
// consent, first-party collector included. The choice lives in local storage ('granted' or
// 'denied'); until it is made nothing is sent (events wait in memory, see tracker.ts). The shell
// shows the banner that asks; the privacy policy page can change the answer with setConsent.
import { readStorage, writeStorage } from '../stores/storage';

export const ANALYTICS_CONSENT_KEY = 'stay:analytics-consent';
export type AnalyticsConsent = 'granted' | 'denied';

const listeners = new Set<(consent: AnalyticsConsent | null) => void>();

export function readConsent(): AnalyticsConsent | null {
  const v = readStorage<string | null>(ANALYTICS_CONSENT_KEY, null);
  return v === 'granted' || v === 'denied' ? v : null;
}

export function setConsent(consent: AnalyticsConsent): void {
  writeStorage(ANALYTICS_CONSENT_KEY, consent);
  for (const l of listeners) l(consent);
}

export function onConsentChange(listener: (consent: AnalyticsConsent | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
