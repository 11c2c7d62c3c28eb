// The shell's implementation of the shared navigation API (DESIGN §2). In the webview, push and
// back go to the host app (SPEC §6), and a push to a products path goes to /accom (SPEC §2).
// A webview flagged only by the request header, whose app injected no bridge, navigates in the page.
import { useEffect } from 'react';
import { historyBack, pushPath } from './history';
import { registerNavigator, sendNativeEvent, webviewPushTarget, withLocale, type Locale } from '@stay/shared';

export function useShellNavigator(locale: Locale, webview: boolean): void {
  useEffect(() => {
    registerNavigator({
      push(to, opts) {
        if (webview && tryNative('push', webviewPushTarget(to))) return;
        pushPath(withLocale(locale, to), { replace: Boolean(opts?.replace) });
        if (!opts?.replace) window.scrollTo(0, 0);
      },
      back() {
        if (webview && tryNative('back')) return;
        historyBack();
      },
      openWindow(to) {
        if (webview && tryNative('push', webviewPushTarget(to))) return;
        window.open(withLocale(locale, to), '_blank', 'noopener');
      },
    });
  }, [locale, webview]);
}

function tryNative(name: string, ...args: unknown[]): boolean {
  try {
    sendNativeEvent(name, ...args);
    return true;
  } catch {
    return false;
  }
}
