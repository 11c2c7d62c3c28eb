// The shell's implementation of the shared navigation API (DESIGN §2). In the webview, push and
// back go to the host app (SPEC §6), and a push to a products path goes to /accom (SPEC §2) with
// the product and its search (webviewPush), so the app can open the stay natively. A webview
// flagged only by the request header, whose app injected no bridge, navigates in the page, new
// windows included: an app's webview has no second window to show.
import { useEffect } from 'react';
import { historyBack, pushPath, referrerPath } from './history';
import { opensNewWindow, registerNavigator, sendNativeEvent, webviewPush, withLocale, type Locale } from '@stay/shared';

export function useShellNavigator(locale: Locale, webview: boolean): void {
  useEffect(() => {
    registerNavigator({
      push(to, opts) {
        if (webview && nativePush(to)) return;
        pushPath(withLocale(locale, to), { replace: Boolean(opts?.replace) });
        if (!opts?.replace) window.scrollTo(0, 0);
      },
      back() {
        if (webview && tryNative('back')) return;
        // Nothing of ours behind this page: the page that opened it, else the main page.
        historyBack(() => {
          pushPath(referrerPath() ?? withLocale(locale, '/'));
          window.scrollTo(0, 0);
        });
      },
      openWindow(to) {
        if (webview) {
          if (!nativePush(to)) pushPath(withLocale(locale, to));
          return;
        }
        if (!opensNewWindow()) {
          pushPath(withLocale(locale, to));
          window.scrollTo(0, 0);
          return;
        }
        window.open(withLocale(locale, to), '_blank', 'noopener');
      },
    });
  }, [locale, webview]);
}

function nativePush(to: string): boolean {
  const { target, accom } = webviewPush(to);
  return accom ? tryNative('push', target, accom) : tryNative('push', target);
}

function tryNative(name: string, ...args: unknown[]): boolean {
  try {
    sendNativeEvent(name, ...args);
    return true;
  } catch {
    return false;
  }
}
