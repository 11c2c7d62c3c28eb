// The shell's part of analytics (tracker and payloads: @stay/shared/analytics): it registers the
// adapters once (the first-party collector always; the console adapter on a demo server, which is
// where developers run), sends page_view on every route change, and turns a finished Kakao login
// (the readable `stay_login_kind` cookie the callback sets for 5 minutes) into login or sign_up.
import { collectorAdapter, consoleAdapter, flushAnalytics, readCookie, registerAnalyticsAdapter, track, type BootData } from '@stay/shared';
import { useEffect } from 'react';

const LOGIN_KIND_COOKIE = 'stay_login_kind';
let started = false;

function start(boot: BootData): void {
  if (started) return;
  started = true;
  registerAnalyticsAdapter(collectorAdapter());
  if (boot.demo) registerAnalyticsAdapter(consoleAdapter);
  // The page may be leaving (payment gateway, another site): send what waits.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  });
  window.addEventListener('pagehide', flushAnalytics);
  const kind = readCookie(LOGIN_KIND_COOKIE);
  if (kind === 'CREATE' || kind === 'LOGIN') {
    document.cookie = `${LOGIN_KIND_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    track({ name: kind === 'CREATE' ? 'sign_up' : 'login', params: { method: 'kakao' } });
  }
}

/** `path` is the app path without the locale prefix or query. */
export function useAnalytics(boot: BootData, path: string): void {
  useEffect(() => start(boot), [boot]);
  useEffect(() => {
    track({ name: 'page_view', params: { page_path: path.slice(0, 300) || '/' } });
  }, [path]);
}
