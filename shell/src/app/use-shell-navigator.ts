// The shell's implementation of the shared navigation API (DESIGN §2). In the webview, push and
// back go to the host app (SPEC §6), and a push to a products path goes to /accom (SPEC §2).
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerNavigator, sendNativeEvent, webviewPushTarget, withLocale, type Locale } from '@stay/shared';

export function useShellNavigator(locale: Locale, webview: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator({
      push(to, opts) {
        if (webview) {
          sendNativeEvent('push', webviewPushTarget(to));
          return;
        }
        navigate(withLocale(locale, to), { replace: Boolean(opts?.replace) });
        if (!opts?.replace) window.scrollTo(0, 0);
      },
      back() {
        if (webview) {
          sendNativeEvent('back');
          return;
        }
        navigate(-1);
      },
      openWindow(to) {
        if (webview) {
          sendNativeEvent('push', webviewPushTarget(to));
          return;
        }
        window.open(withLocale(locale, to), '_blank', 'noopener');
      },
    });
  }, [navigate, locale, webview]);
}
