// In-app webview support (SPEC §1, §2, §6): detection, native events, and the push target rule.
import type { BootData } from '../mf/contract';
import { ClientException } from '../api-client/client-exception';
import { translate } from '../i18n/i18n';
import { localeFromPath } from '../mf/contract';

/** Android-style JavaScript interface injected by the host app. */
interface AndroidBridge {
  postMessage(message: string): void;
}
/** iOS WKScriptMessageHandler. */
interface IosBridge {
  postMessage(message: unknown): void;
}

interface WebViewWindow {
  __STAY_BOOT__?: Partial<BootData>;
  AwesomeStayApp?: AndroidBridge;
  webkit?: { messageHandlers?: { awesomeStay?: IosBridge } };
}

function host(): WebViewWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as WebViewWindow);
}

/**
 * SPEC §6: webview mode is detected by the client-interface header (the server puts it in
 * `__STAY_BOOT__.webview`) or by an in-app browser object.
 */
export function isWebView(): boolean {
  const w = host();
  if (!w) return false;
  return w.__STAY_BOOT__?.webview === true || w.AwesomeStayApp !== undefined || w.webkit?.messageHandlers?.awesomeStay !== undefined;
}

/**
 * Sends an event to the host app: the event name plus arguments (SPEC §7 "Web view").
 * Throws ClientException 'not a web view environment' where there is no bridge to post to,
 * including a webview flagged only by header whose app injected no bridge.
 */
export function sendNativeEvent(name: string, ...args: unknown[]): void {
  const w = host();
  const message = { name, args };
  const ios = w?.webkit?.messageHandlers?.awesomeStay;
  if (ios) {
    ios.postMessage(message);
    return;
  }
  if (w?.AwesomeStayApp) {
    w.AwesomeStayApp.postMessage(JSON.stringify(message));
    return;
  }
  throw new ClientException('NOT_WEB_VIEW', translate('errors.notWebView'));
}

/** SPEC §2: in the app webview a push to a products path goes to /accom. */
export function webviewPushTarget(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const { rest } = localeFromPath(pathname);
  return /^\/products(\/|$)/.test(rest) ? '/accom' : path;
}
